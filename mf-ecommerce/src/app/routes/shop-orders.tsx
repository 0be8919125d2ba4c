import { ShopOrdersPanel } from '../../features/shop-orders/components/shop-orders-panel';
import styles from '../../features/shop-orders/components/shop-orders-page.module.css';

/** /staff/shop-orders — the shop's back office: staff check slips, pack, ship and cancel purchases (a staff page: it asks a visitor to log in as staff). */
export function ShopOrdersPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>คำสั่งซื้อร้านค้า</h1>
      <ShopOrdersPanel />
    </section>
  );
}
