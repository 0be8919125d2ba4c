import { WidgetSlot } from '../slots/widget-slot';
import { BottomMenuSlot } from '../bottom-menu/bottom-menu-slot';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import frame from './default-layout.module.css';
import styles from './default-fluid-layout.module.css';

export type DefaultFluidLayoutProps = LayoutProps;

/** Where the lottery pages render their random-number and lottery-preview modals (spec §2). */
export const RANDOM_NUMBER_MODAL_ROOT_ID = 'random-number-modal-root';
export const LOTTERY_PREVIEW_MODAL_ROOT_ID = 'lottery-preview-modal-root';

/**
 * Spec §2 `default-fluid` layout: the default chrome with the page at full width (the page sets
 * its own margins), the bottom member menu, the quest widgets (floating gift button, detail
 * modal) and empty portal roots for the pages' modals.
 */
export function DefaultFluidLayout({ children }: DefaultFluidLayoutProps) {
  return (
    <div className={frame.frame}>
      <SkipLink />
      <SiteHeader />
      <CatalogNotice />
      <main id="main" className={styles.fluid}>
        {children}
      </main>
      <SiteFooter />
      <BottomMenuSlot />
      <WidgetSlot name="floating" />
      <div id={RANDOM_NUMBER_MODAL_ROOT_ID} />
      <div id={LOTTERY_PREVIEW_MODAL_ROOT_ID} />
    </div>
  );
}
