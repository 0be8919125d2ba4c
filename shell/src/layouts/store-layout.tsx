import { lazy, Suspense } from 'react';
import { WidgetSlot } from '../app/widget-slot';
import { WIDGET_SLOTS } from '../app/widget-slot-names';
import { BottomMenuSlot } from '../bottom-menu/bottom-menu-slot';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import frame from './default-layout.module.css';

// The cart button reads the kernel's cart store: loaded with the first store page, not before.
const StoreCartButton = lazy(() =>
  import('./store-cart-button').then((module) => ({ default: module.StoreCartButton })),
);

export type StoreLayoutProps = LayoutProps;

/**
 * Spec §2 `store` layout: the default chrome with the cart button in the header (the lottery cart,
 * and any remote's cart widget, e.g. the e-commerce cart on its store pages), and the bottom menu.
 */
export function StoreLayout({ children }: StoreLayoutProps) {
  return (
    <div className={frame.frame}>
      <SkipLink />
      <SiteHeader
        actions={
          <>
            <WidgetSlot name={WIDGET_SLOTS.storeCartButton} />
            <Suspense fallback={null}>
              <StoreCartButton />
            </Suspense>
          </>
        }
      />
      <CatalogNotice />
      <main id="main" className={frame.main}>
        {children}
      </main>
      <SiteFooter />
      <BottomMenuSlot />
    </div>
  );
}
