import { Link } from 'react-router';
import { paths } from '../config/paths';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SiteFooter } from './site-footer';
import frame from './default-layout.module.css';
import styles from './guest-layout.module.css';

export type GuestLayoutProps = LayoutProps;

/**
 * Spec §2 `guest` layout for pages only logged-out visitors see: no menu to wander off into,
 * the logo home, the page centred in one column, and the footer.
 */
export function GuestLayout({ children }: GuestLayoutProps) {
  return (
    <div className={frame.frame}>
      <a href="#main" className={frame.skipLink}>
        ข้ามไปยังเนื้อหา
      </a>
      <header className={styles.top}>
        <Link to={paths.home.getHref()} className={styles.logo} aria-label="โชคดี หน้าแรก">
          โชคดี
        </Link>
      </header>
      <CatalogNotice />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
