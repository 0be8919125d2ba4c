import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import styles from './default-layout.module.css';

export type DefaultLayoutProps = LayoutProps;

/** Spec §2 `default` layout: header with the menu, the page, the footer. */
export function DefaultLayout({ children }: DefaultLayoutProps) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <SiteHeader />
      <CatalogNotice />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
