import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './dealer-back-office-nav.module.css';

/** The dealer's two back-office pages, side by side; the one open is marked as current. */
export function DealerBackOfficeNav() {
  return (
    <nav className={styles.nav} aria-label="เมนูร้านค้า">
      <NavLink className={styles.link} to={paths.dealerOrders.getHref()} end>
        คำสั่งซื้อ
      </NavLink>
      <NavLink className={styles.link} to={paths.dealerPrizeClaims.getHref()} end>
        ขึ้นเงินรางวัล
      </NavLink>
    </nav>
  );
}
