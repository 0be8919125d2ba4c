import { fetchPurchases } from '../../api/shop';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { ORDER_STATUS_LABELS } from '@chokdee/shared-contract/schemas/order';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { baht } from '../../lib/cart-rules';
import styles from '../../features/purchase/components/purchase.module.css';

/** `/members/ecommerce/purchase-history`: the member's product purchases, newest first. */
export function PurchaseHistoryPage() {
  const purchases = useRequest(requestKeys.shop.purchases(1), (signal) => fetchPurchases(1, { signal }));
  return (
    <section className={styles.page}>
      <h1>ประวัติการสั่งซื้อสินค้า</h1>
      {purchases.status === 'loading' ? <LoadingState label="กำลังโหลดคำสั่งซื้อ" /> : null}
      {purchases.status === 'error' ? (
        <RequestError
          title="ไม่สามารถโหลดคำสั่งซื้อได้"
          detail={purchases.error.message}
          onRetry={purchases.retry}
        />
      ) : null}
      {purchases.status === 'success' && purchases.data.data.length === 0 ? (
        <p>
          ยังไม่มีคำสั่งซื้อ <Link to={paths.store.getHref()}>เลือกซื้อสินค้า</Link>
        </p>
      ) : null}
      {purchases.status === 'success' ? (
        <ul className={styles.list}>
          {purchases.data.data.map((purchase) => (
            <li key={purchase.id} className={styles.listRow}>
              <span>
                <Link to={paths.purchase.getHref(purchase.code)}>{purchase.code}</Link>
                <br />
                <span className={styles.muted}>{formatThaiDateTime(purchase.created_at)}</span>
              </span>
              <span>
                {baht(purchase.total_amount)} บาท
                <br />
                <span className={styles.muted}>{ORDER_STATUS_LABELS[purchase.status]}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
