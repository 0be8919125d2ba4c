import { Link } from 'react-router';
import { WidgetSlot } from '../slots/widget-slot';
import { paths } from '../config/paths';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import frame from './default-layout.module.css';
import styles from './app-bar-layout.module.css';

export type AppBarLayoutProps = LayoutProps;

export const TRUCK_HOME_PATH = paths.truck.getHref();

/**
 * Spec §2's truck layout, the `app-bar` layout: a full-screen app (the food-truck POS) under its
 * own bar with the `header.end` widgets (mf-truck's menu: store name, logout when allowed), the
 * page, and the `bottom-bar` widgets, which decide themselves whether they show and dock through
 * the kernel's screen manager.
 */
export function AppBarLayout({ children }: AppBarLayoutProps) {
  return (
    <div className={frame.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link to={TRUCK_HOME_PATH} className={styles.logo} aria-label="โชคดี ฟู้ดทรัค หน้าแรก">
            โชคดี <span className={styles.logoTag}>ฟู้ดทรัค</span>
          </Link>
          <WidgetSlot name="header.end" className={styles.menu} />
        </div>
      </header>
      <CatalogNotice />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <WidgetSlot name="bottom-bar" />
    </div>
  );
}
