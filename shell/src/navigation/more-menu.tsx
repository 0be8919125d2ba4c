import { useLocation } from 'react-router';
import type { MenuEntry } from './menu-model';
import { NavDisclosure } from './nav-disclosure';
import { NavItemLink } from './nav-item-link';
import { isWithin } from './route-within';
import { ROW_MORE_ATTRIBUTE } from './use-row-fit';
import styles from './navigation.module.css';

export const MORE_MENU_LABEL = 'เพิ่มเติม';

export type MoreMenuProps = {
  /** The menu's entries that do not fit on the header's row, in menu order. */
  entries: readonly MenuEntry[];
};

function links(entry: MenuEntry) {
  return entry.kind === 'group' ? entry.items : [entry];
}

/**
 * 'เพิ่มเติม': the wide header's last button, a disclosure of the entries that do not fit on its
 * row. A group keeps its name as a heading over its links.
 */
export function MoreMenu({ entries }: MoreMenuProps) {
  const { pathname } = useLocation();
  const current = entries
    .flatMap(links)
    .some((item) => (item.end ? pathname === item.to : isWithin(pathname, item.to)));
  return (
    <NavDisclosure
      label={MORE_MENU_LABEL}
      current={current}
      itemProps={{ [ROW_MORE_ATTRIBUTE]: '' }}
      dropdownClassName={styles.moreDropdown}
    >
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <li key={entry.id} className={styles.moreGroup}>
            <span className={styles.moreGroupLabel}>{entry.label}</span>
            <ul className={styles.moreGroupList}>
              {entry.items.map((item) => (
                <li key={item.to}>
                  <NavItemLink item={item} className={styles.dropdownLink} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.to}>
            <NavItemLink item={entry} className={styles.dropdownLink} />
          </li>
        ),
      )}
    </NavDisclosure>
  );
}
