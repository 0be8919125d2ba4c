import { fetchOrderSlip } from '@chokdee/shared-kernel/api/orders';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { CancelOrderButton } from '../../features/orders/components/cancel-order-button';
import { OrderItems } from '../../features/orders/components/order-items';
import { OrderStatusNotice } from '../../features/orders/components/order-status-notice';
import { OrderSummary } from '../../features/orders/components/order-summary';
import { PayCountdown } from '../../features/orders/components/pay-countdown';
import { useOrder, type OrderSnapshot } from '../../features/orders/hooks/use-order';
import { usePayCountdown } from '../../features/orders/hooks/use-pay-countdown';
import { PaymentInstructions } from '../../features/payment/components/payment-instructions';
import { SlipUploadForm } from '../../features/payment/components/slip-upload-form';
import { OrderStatusBadge } from '../../lib/order-status-badge';
import { SlipViewerDialog } from '../../lib/slip-viewer-dialog';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import page from '../../lib/page.module.css';
import heading from '../../lib/record-heading.module.css';
import styles from './order.module.css';

type OrderViewProps = {
  snapshot: OrderSnapshot;
  onChange: (order: Order) => void;
};

/** One loaded order: its facts, and while it is reserved the way to pay it, upload a slip or cancel. */
function OrderView({ snapshot, onChange }: OrderViewProps) {
  const { order } = snapshot;
  const seconds = usePayCountdown(snapshot);
  const ticketsTitle = useId();
  const [done, setDone] = useState<string | null>(null);
  const [viewingSlip, setViewingSlip] = useState(false);
  const loadSlip = useCallback((signal: AbortSignal) => fetchOrderSlip(order.code, { signal }), [order.code]);

  const expired = order.status === 'reserved' && seconds === 0;
  const payable = order.status === 'reserved' && !expired;

  return (
    <>
      <header className={heading.header}>
        <p className={heading.kicker}>คำสั่งซื้อ</p>
        <h1 className={page.title}>{order.code}</h1>
        <OrderStatusBadge status={order.status} large />
      </header>

      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}

      <div className={styles.frame}>
        <div className={styles.layout}>
          {/* First on a phone, where the member looks first; beside the order on a desktop. */}
          {payable && (
            <div className={styles.timer}>
              <PayCountdown seconds={seconds} payBefore={order.pay_before} />
            </div>
          )}
          <div className={styles.main}>
            <OrderStatusNotice order={order} expired={expired} />
            <section className={styles.card} aria-labelledby={ticketsTitle}>
              <h2 id={ticketsTitle} className={styles.cardTitle}>
                สลากในคำสั่งซื้อ
              </h2>
              <OrderItems items={order.order_items} />
              <OrderSummary order={order} />
            </section>
          </div>

          <div className={styles.side}>
            {payable && <PaymentInstructions payment={order.payment} totalAmount={order.total_amount} />}
            {payable && (
              <SlipUploadForm
                order={order}
                onUploaded={(updated) => {
                  setDone('อัพโหลดสลิปแล้ว');
                  onChange(updated);
                }}
              />
            )}
            {order.has_slip && order.status !== 'reserved' && (
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.block}`}
                onClick={() => setViewingSlip(true)}
              >
                ดูสลิปที่อัพโหลด
              </button>
            )}
            {payable && (
              <CancelOrderButton
                code={order.code}
                onCancelled={(updated) => {
                  setDone('ยกเลิกคำสั่งซื้อแล้ว');
                  onChange(updated);
                }}
              />
            )}
            <Link className={styles.back} to={paths.orderHistory.getHref()}>
              ดูประวัติการสั่งซื้อทั้งหมด
            </Link>
          </div>
        </div>
      </div>

      {viewingSlip && (
        <SlipViewerDialog
          title={`สลิปของคำสั่งซื้อ ${order.code}`}
          load={loadSlip}
          onClose={() => setViewingSlip(false)}
        />
      )}
    </>
  );
}

/** /orders/:code — the member's order, how to pay it and its payment slip. */
export function OrderPage() {
  const { code = '' } = useParams();
  const { state, retry, replace } = useOrder(code);

  return (
    <div className={`${page.page} ${page.narrow}`}>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดคำสั่งซื้อ…" />}
      {state.status === 'error' && state.error.status === 404 && (
        <div className={page.empty} role="alert">
          <h1 className={page.emptyTitle}>ไม่พบคำสั่งซื้อ</h1>
          <p className={page.emptyText}>คำสั่งซื้อ {code} ไม่มีอยู่ หรือไม่ใช่คำสั่งซื้อของคุณ</p>
          <Link className={buttons.secondary} to={paths.awaitingPayment.getHref()}>
            ดูคำสั่งซื้อที่รอชำระเงิน
          </Link>
        </div>
      )}
      {state.status === 'error' && state.error.status !== 404 && (
        <RequestError title="โหลดคำสั่งซื้อไม่สำเร็จ" detail={state.error.message} onRetry={retry} />
      )}
      {state.status === 'success' && <OrderView snapshot={state.data} onChange={replace} />}
    </div>
  );
}
