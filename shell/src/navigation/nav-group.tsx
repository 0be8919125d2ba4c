import { useLocation } from 'react-router';
import type { MenuGroup } from './menu-model';
import { NavDisclosure } from './nav-disclosure';
import { NavItemLink } from './nav-item-link';
import { isWithin } from './route-within';
import styles from './navigation.module.css';

export type NavGroupProps = {
  group: MenuGroup;
  /** Extra class of its list item, e.g. the row's `.overflowed`. */
  className?: string;
};

/** A menu group (e.g. เกี่ยวกับเรา) as a disclosure of its links. */
export function NavGroup({ group, className }: NavGroupProps) {
  const { pathname } = useLocation();
  return (
    <NavDisclosure
      label={group.label}
      itemProps={{ className }}
      current={group.items.some((item) => isWithin(pathname, item.to))}
    >
      {group.items.map((item) => (
        <li key={item.to}>
          <NavItemLink item={item} className={styles.dropdownLink} />
        </li>
      ))}
    </NavDisclosure>
  );
}
