import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link, NavLink } from 'react-router';
import { $catalog } from '@chokdee/shared-kernel/stores/catalog';
import { paths } from '../config/paths';
import { menuLinks } from '../navigation/menu-links';
import { UserMenu } from '../user-menu/user-menu';
import styles from './default-layout.module.css';

export type SiteHeaderProps = {
  /** Extra controls beside the user menu, e.g. the store layout's cart button. */
  actions?: ReactNode;
};

export function SiteHeader({ actions }: SiteHeaderProps) {
  const catalog = useStore($catalog);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home.getHref()} className={styles.logo} aria-label="โชคดี หน้าแรก">
          โชคดี
        </Link>
        <nav aria-label="เมนูหลัก" className={styles.nav}>
          <ul className={styles.navList}>
            {menuLinks(catalog).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.userMenu}>
          {actions}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
