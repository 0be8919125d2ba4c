import { useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { NavLink, useLocation } from 'react-router';
import { $catalog } from '../catalog/catalog-store';
import { groupOf, profileMenu } from './profile-menu-groups';
import styles from './profile-layout.module.css';

type GroupId = string;

/**
 * The grouped profile menu. Each group is a disclosure; the one holding the current page is
 * open, and moving to a page of another group opens that one too (the visitor's other
 * choices stay as they were).
 */
export function ProfileMenu() {
  const { pathname } = useLocation();
  const groups = profileMenu(useStore($catalog));
  const current = groupOf(groups, pathname);
  const [toggled, setToggled] = useState<Partial<Record<GroupId, boolean>>>({});
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // A new page: its group opens again even if the visitor had closed it.
    setLastPath(pathname);
    if (current && toggled[current] === false) setToggled({ ...toggled, [current]: true });
  }

  return (
    <nav aria-label="เมนูสมาชิก" className={styles.menu}>
      {groups.map((group) => {
        const open = toggled[group.id] ?? group.id === current;
        const listId = `profile-menu-${group.id}`;
        return (
          <section key={group.id} className={styles.group}>
            <h2 className={styles.groupHeading}>
              <button
                type="button"
                className={styles.groupButton}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setToggled({ ...toggled, [group.id]: !open })}
              >
                {group.label}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h2>
            <ul id={listId} className={styles.items} hidden={!open}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
