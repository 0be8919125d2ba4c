import { fetchReservedOrders } from '@chokdee/shared-kernel/api/orders';
import { refreshReservedOrderCount } from '../../stores/reserved-orders';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { outsideCommit } from '@chokdee/shared-kernel/runtime/outside-commit';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { OrderList } from '../../features/orders/components/order-list';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import page from '../../lib/page.module.css';
import styles from './awaiting-payment.module.css';

const loadReserved = (signal: AbortSignal) => fetchReservedOrders({ signal });

/** /members/orders and /orders — the member's orders awaiting payment (reserved, no slip yet). */
export function AwaitingPaymentPage() {
  const orders = useRequest(requestKeys.orders.reserved, loadReserved);
  const count = orders.status === 'success' ? orders.data.length : null;

  // The menu's badge counts the same orders: bring it in line with what this page shows.
  // Outside the commit: the badge is the shell's root.
  useEffect(() => {
    if (count !== null) outsideCommit(() => void refreshReservedOrderCount());
  }, [count]);

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>
          รอชำระเงิน
          {count !== null && <span className={styles.count}>{count} รายการ</span>}
        </h1>
        <Link className={styles.history} to={paths.orderHistory.getHref()}>
          ประวัติการสั่งซื้อ
        </Link>
      </header>

      {orders.status === 'loading' && <LoadingState label="กำลังโหลดคำสั่งซื้อ…" />}
      {orders.status === 'error' && (
        <RequestError title="โหลดคำสั่งซื้อไม่สำเร็จ" detail={orders.error.message} onRetry={orders.retry} />
      )}
      {orders.status === 'success' && orders.data.length === 0 && (
        <div className={page.empty}>
          <p className={page.emptyTitle}>ไม่มีคำสั่งซื้อที่รอชำระเงิน</p>
          <p className={page.emptyText}>เลือกเลขเด็ดจากร้านค้าที่คุณชอบได้เลย</p>
          <Link className={buttons.primary} to={paths.dealers.getHref()}>
            เลือกซื้อสลาก
          </Link>
        </div>
      )}
      {orders.status === 'success' && orders.data.length > 0 && (
        <>
          <p className={page.lead}>ชำระเงินและอัพโหลดสลิปภายในเวลาที่กำหนด มิฉะนั้นสลากที่จองไว้จะถูกปล่อยคืน</p>
          <div className={styles.list}>
            <OrderList orders={orders.data} label="คำสั่งซื้อที่รอชำระเงิน" />
          </div>
        </>
      )}
    </div>
  );
}
