import { Link } from 'react-router';
import { WidgetSlot } from '../app/widget-slot';
import { WIDGET_SLOTS } from '../app/widget-slot-names';
import { paths } from '../config/paths';
import { CatalogNotice } from './catalog-notice';
import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';
import { useTruckStoreCode } from './use-truck-store-code';
import frame from './default-layout.module.css';
import styles from './truck-layout.module.css';

export type TruckLayoutProps = LayoutProps;

export const TRUCK_HOME_PATH = paths.truck.getHref();

/**
 * Spec §2 `truck` layout for the food-truck POS: its own nav bar with the truck menu (mf-truck's
 * widget: store name, logout when allowed), the page, and the truck bottom bar (home and cart)
 * only while a truck store code is saved.
 */
export function TruckLayout({ children }: TruckLayoutProps) {
  const storeCode = useTruckStoreCode();
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
      <main id="main" className={storeCode ? `${styles.main} ${styles.withBar}` : styles.main}>
        {children}
      </main>
      {storeCode && <WidgetSlot name={WIDGET_SLOTS.truckBottomBar} className={styles.bottomBar} />}
    </div>
  );
}
