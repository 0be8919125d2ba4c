import { ShopStockPanel } from '../../features/shop-stock/components/shop-stock-panel';
import styles from '../../features/shop-stock/components/shop-stock.module.css';

/** /staff/shop-stock — the shop's staff set each variant's shelf count and its own discount (a staff page: it asks a visitor to log in as staff). */
export function ShopStockPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>สต็อกและส่วนลดสินค้า</h1>
      <ShopStockPanel />
    </section>
  );
}
