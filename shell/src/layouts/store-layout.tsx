import { BottomMemberMenu } from '../bottom-menu/bottom-member-menu';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StoreCartButton } from './store-cart-button';
import frame from './default-layout.module.css';

export type StoreLayoutProps = LayoutProps;

/** Spec §2 `store` layout: the default chrome with the cart button in the header, and the bottom menu. */
export function StoreLayout({ children }: StoreLayoutProps) {
  return (
    <div className={frame.frame}>
      <a href="#main" className={frame.skipLink}>
        ข้ามไปยังเนื้อหา
      </a>
      <SiteHeader actions={<StoreCartButton />} />
      <CatalogNotice />
      <main id="main" className={frame.main}>
        {children}
      </main>
      <SiteFooter />
      <BottomMemberMenu />
    </div>
  );
}
