import { useSlotWidgets, WidgetSlot } from '../slots/widget-slot';
import { BottomMenuSlot } from '../bottom-menu/bottom-menu-slot';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import frame from './default-layout.module.css';
import styles from './catalogue-layout.module.css';

export type CatalogueLayoutProps = LayoutProps;

export const CATALOGUE_SIDEBAR_LABEL = 'ตัวกรองและหมวดหมู่';

/**
 * Spec §2 `catalogue` layout for product lists: the header, a sidebar (a remote's widget: filters,
 * categories) beside the list on wide screens and above it on phones, the footer and the bottom
 * member menu. Without a sidebar widget the list takes the whole width.
 */
export function CatalogueLayout({ children }: CatalogueLayoutProps) {
  const hasSidebar = useSlotWidgets('aside').length > 0;
  return (
    <div className={frame.frame}>
      <SkipLink />
      <SiteHeader />
      <CatalogNotice />
      <div className={styles.body}>
        {hasSidebar && (
          <aside aria-label={CATALOGUE_SIDEBAR_LABEL} className={styles.sidebar}>
            <WidgetSlot name="aside" />
          </aside>
        )}
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
      <SiteFooter />
      <BottomMenuSlot />
    </div>
  );
}
