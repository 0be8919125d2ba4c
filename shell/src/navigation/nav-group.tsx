import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { normalizePath } from '../bottom-menu/normalize-path';
import type { MenuGroup } from './menu-model';
import { NavItemLink } from './nav-item-link';
import { useDismiss } from './use-dismiss';
import styles from './navigation.module.css';

export type NavGroupProps = {
  group: MenuGroup;
};

function isWithin(pathname: string, to: string): boolean {
  const path = normalizePath(pathname);
  return path === to || path.startsWith(`${to}/`);
}

/**
 * A menu group as a disclosure: the button says whether its list is expanded. On wide screens the
 * list drops down; inside the phone menu it opens in place. Escape, a click outside, leaving it
 * with Tab and a route change close it.
 */
export function NavGroup({ group }: NavGroupProps) {
  const location = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open for one location only: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const current = group.items.some((item) => isWithin(location.pathname, item.to));

  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpenAt(null);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  return (
    <li
      ref={rootRef}
      className={styles.group}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpenAt(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={current ? `${styles.item} ${styles.active}` : styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {group.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}
