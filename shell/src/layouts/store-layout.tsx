import { WidgetSlot } from '../slots/widget-slot';
import { BottomMenuSlot } from '../bottom-menu/bottom-menu-slot';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import frame from './default-layout.module.css';
import styles from './store-layout.module.css';

export type StoreLayoutProps = LayoutProps;

/**
 * Spec §2 `store` layout: the default chrome with the cart button in the header — the widget of
 * the remote whose store is on screen (mf-lottery's on a dealer's store, a shop's on its own: each
 * widget names the routes it shows on, so a page never gets two) — and the bottom menu.
 */
export function StoreLayout({ children }: StoreLayoutProps) {
  return (
    <div className={frame.frame}>
      <SkipLink />
      <SiteHeader actions={<WidgetSlot name="header.end" className={styles.cartSlot} />} />
      <CatalogNotice />
      <main id="main" className={frame.main}>
        {children}
      </main>
      <SiteFooter />
      <BottomMenuSlot />
    </div>
  );
}
