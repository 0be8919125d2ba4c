import { Link } from 'react-router';
import { WidgetSlot } from '../app/widget-slot';
import { WIDGET_SLOTS } from '../app/widget-slot-names';
import { paths } from '../config/paths';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { useTruckStoreCode } from './use-truck-store-code';
import frame from './default-layout.module.css';
import styles from './truck-layout.module.css';

export type TruckLayoutProps = LayoutProps;

export const TRUCK_HOME_PATH = paths.truck.getHref();

/** The truck's bottom bar (home and its cart): a cart bar docked to the bottom edge. */
export const TRUCK_BAR_LAYER: LayerRequest = {
  id: 'truck-bottom-bar',
  kind: 'dock',
  priority: 50,
  cartOwner: 'truck',
};

/**
 * Spec §2 `truck` layout for the food-truck POS: its own nav bar with the truck menu (mf-truck's
 * widget: store name, logout when allowed), the page, and the truck bottom bar (home and cart)
 * only while a truck store code is saved. The screen manager measures the bar and keeps the page
 * clear of it.
 */
export function TruckLayout({ children }: TruckLayoutProps) {
  const storeCode = useTruckStoreCode();
  const { shown: barShown, attach: attachBar } = useScreenLayer(storeCode ? TRUCK_BAR_LAYER : null);
  return (
    <div className={frame.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link to={TRUCK_HOME_PATH} className={styles.logo} aria-label="โชคดี ฟู้ดทรัค หน้าแรก">
            โชคดี <span className={styles.logoTag}>ฟู้ดทรัค</span>
          </Link>
          <WidgetSlot name={WIDGET_SLOTS.truckMenu} className={styles.menu} />
        </div>
      </header>
      <CatalogNotice />
      <main id="main" className={styles.main}>
        {children}
      </main>
      {barShown && (
        <div ref={attachBar} className={styles.bottomBar}>
          <WidgetSlot name={WIDGET_SLOTS.truckBottomBar} />
        </div>
      )}
    </div>
  );
}
