import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { SiteNavigation } from '../navigation/site-navigation';
import { ThemeToggle } from '../theme/theme-toggle';
import { UserMenu } from '../user-menu/user-menu';
import styles from './default-layout.module.css';

export type SiteHeaderProps = {
  /** Extra controls beside the user menu, e.g. the store layout's cart button. */
  actions?: ReactNode;
  /** The user menu's spec §2 'dragon rare mode' (the blue dragon's prayer area). */
  dragonRareMode?: boolean;
};

/** The red header: the menu (a menu button on phones), the logo, dark mode and the user menu. */
export function SiteHeader({ actions, dragonRareMode }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home.getHref()} className={styles.logo} aria-label="โชคดี หน้าแรก">
          โชคดี
        </Link>
        <SiteNavigation />
        <div className={styles.userMenu}>
          {actions}
          <ThemeToggle />
          <UserMenu dragonRareMode={dragonRareMode} />
        </div>
      </div>
    </header>
  );
}
