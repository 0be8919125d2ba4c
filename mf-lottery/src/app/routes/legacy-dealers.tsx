import { Link, Navigate, useParams } from 'react-router';
import { appPaths } from '@chokdee/shared-contract/app-paths';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { paths } from '../../config/paths';
import styles from './legacy-dealers.module.css';

/** `/deprecated/dealers`: the old store list lives at `/dealers` now. */
export function LegacyDealersRedirect() {
  return <Navigate to={paths.dealers.getHref()} replace />;
}

/** `/deprecated/dealers/restricted`: a store open to members only. */
export function RestrictedStorePage() {
  return (
    <div className={styles.page}>
      <section className={styles.box} aria-labelledby="restricted-title">
        <h1 id="restricted-title" className={styles.title}>
          ร้านค้านี้สำหรับสมาชิกเท่านั้น
        </h1>
        <p className={styles.text}>กรุณาเข้าสู่ระบบเพื่อเข้าชมและสั่งซื้อสลากจากร้านค้านี้</p>
        <div className={styles.actions}>
          <AppLink className={styles.primary} href={appPaths.login.getHref()}>
            เข้าสู่ระบบ
          </AppLink>
          <Link className={styles.secondary} to={paths.dealers.getHref()}>
            ดูร้านค้าทั้งหมด
          </Link>
        </div>
      </section>
    </div>
  );
}

/** `/deprecated/dealers/:storeCode/store[/:productCode]`: the store's products are not sold online yet. */
export function StoreProductsPage() {
  const { storeCode = '' } = useParams();
  return (
    <div className={styles.page}>
      <section className={styles.box} aria-labelledby="products-title">
        <h1 id="products-title" className={styles.title}>
          สินค้าของร้านนี้ยังไม่เปิดขายออนไลน์
        </h1>
        <p className={styles.text}>ขณะนี้ร้านค้ายังไม่ได้นำสินค้าขึ้นขายบนเว็บไซต์ ท่านยังซื้อลอตเตอรี่จากร้านนี้ได้ตามปกติ</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={paths.legacyDealers.store.getHref(storeCode)}>
            กลับไปที่ร้านค้า
          </Link>
        </div>
      </section>
    </div>
  );
}
