import { Link } from 'react-router';
import { WidgetSlot } from '../slots/widget-slot';
import { paths } from '../config/paths';
import { useCurrentRoute } from '../routing/route-handle';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import frame from './default-layout.module.css';
import styles from './app-bar-layout.module.css';

export type AppBarLayoutProps = LayoutProps;

/**
 * Spec §2's truck layout, the `app-bar` layout: a full-screen app (the food-truck POS) under its
 * own bar, named and linked as the route's `app_bar` says, with the `header.end` widgets (mf-truck's menu: store name, logout when allowed), the
 * page, and the `bottom-bar` widgets, which decide themselves whether they show and dock through
 * the kernel's screen manager.
 */
export function AppBarLayout({ children }: AppBarLayoutProps) {
  // A route without its app's name still gets the site's bar, leading home.
  const app = useCurrentRoute().handle.appBar;
  return (
    <div className={frame.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link
            to={app?.home ?? paths.home.getHref()}
            className={styles.logo}
            aria-label={app ? `โชคดี ${app.name} หน้าแรก` : 'โชคดี หน้าแรก'}
          >
            โชคดี
            {app && (
              <>
                {' '}
                <span className={styles.logoTag}>{app.name}</span>
              </>
            )}
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
