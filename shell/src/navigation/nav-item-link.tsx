import { NavLink } from 'react-router';
import type { MenuItem } from './menu-model';
import styles from './navigation.module.css';

export type NavItemLinkProps = {
  item: MenuItem;
  className: string | undefined;
};

/** One menu link: marked current on its page, with its badge ('ใหม่') after the label. */
export function NavItemLink({ item, className }: NavItemLinkProps) {
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) => (isActive ? `${className ?? ''} ${styles.active ?? ''}` : className)}
    >
      {item.label}
      {item.badge && <span className={styles.badge}>{item.badge}</span>}
    </NavLink>
  );
}
