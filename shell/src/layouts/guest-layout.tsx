import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { LogoHeader } from './logo-header';
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
      <SkipLink />
      <LogoHeader className={styles.top} logoClassName={styles.logo} />
      <CatalogNotice />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
