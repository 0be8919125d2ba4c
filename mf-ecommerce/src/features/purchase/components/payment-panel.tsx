import { toApiError } from '@chokdee/shared-kernel/api/client';
import { createShopPayment, fetchShopPaymentStatus } from '../api/shop-payments';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { Purchase } from '@chokdee/shared-contract/schemas/shop';
import { SHOP_PAYMENT_STATUS_LABELS, type ShopPayment } from '@chokdee/shared-contract/schemas/shop-payment';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { baht } from '../../../lib/cart-rules';
import { isPaymentOpen, PAYMENT_POLL_MS } from '../payment-poll';
import styles from './purchase.module.css';

/**
 * The payment of an unpaid purchase (spec §7 `POST /purchases/{id}/payments`): PromptPay
 * instructions and the QR for the exact amount come from the payment, and its status is polled
 * (`GET …/payments/{paymentId}/status`) so the page moves on by itself once the shop confirms or
 * the time runs out. `onMoved` reloads the purchase; `children` are the slip and cancel actions.
 */
export function PaymentPanel({
  purchase,
  onMoved,
  children,
}: {
  purchase: Purchase;
  onMoved: () => void;
  children?: ReactNode;
}) {
  const [payment, setPayment] = useState<ShopPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const moved = useRef(onMoved);
  useEffect(() => {
    moved.current = onMoved;
  });

  // Opening twice answers the same payment, so a refetch after a slip re-reads its status.
  useEffect(() => {
    const controller = new AbortController();
    createShopPayment(purchase.id, { payment_channel: 'promptpay' }, { signal: controller.signal })
      .then((opened) => {
        setPayment(opened);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(toApiError(e).message);
      });
    return () => controller.abort();
  }, [purchase.id, purchase.status]);

  const check = useCallback(async () => {
    if (!payment) return;
    try {
      const answer = await fetchShopPaymentStatus(payment.purchase_id, payment.id);
      if (answer.status !== payment.status) {
        setPayment({ ...payment, status: answer.status });
        moved.current();
      }
    } catch (e) {
      setError(toApiError(e).message);
    }
  }, [payment]);

  useEffect(() => {
    if (!payment || !isPaymentOpen(payment.status)) return;
    const timer = setInterval(() => void check(), PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [payment, check]);

  async function refresh() {
    setChecking(true);
    await check();
    setChecking(false);
  }

  return (
    <section className={styles.card} aria-label="การชำระเงิน">
      <h2>ชำระเงิน {baht(purchase.total_amount)} บาท</h2>
      {payment ? (
        <>
          <p data-testid="payment-status">สถานะการชำระเงิน: {SHOP_PAYMENT_STATUS_LABELS[payment.status]}</p>
          {payment.status === 'pending' ? (
            <p className={styles.muted}>
              สแกนพร้อมเพย์ {payment.promptpay_id} ยอด {baht(payment.amount)} บาท ภายใน{' '}
              {formatThaiDateTime(payment.pay_before)} แล้วอัพโหลดสลิป
            </p>
          ) : null}
          {payment.status === 'verifying' ? (
            <p className={styles.muted}>ได้รับสลิปแล้ว รอร้านค้าตรวจสอบการชำระเงิน</p>
          ) : null}
          {payment.status === 'pending' && payment.promptpay_qr ? (
            <img
              src={payment.promptpay_qr}
              alt={`QR พร้อมเพย์ ${baht(payment.amount)} บาท`}
              width={220}
              height={220}
            />
          ) : null}
        </>
      ) : error ? null : (
        <p className={styles.muted}>กำลังเตรียมข้อมูลการชำระเงิน…</p>
      )}
      {purchase.status === 'reserved' ? children : null}
      {payment && isPaymentOpen(payment.status) ? (
        <button type="button" className={buttons.flat} disabled={checking} onClick={() => void refresh()}>
          ตรวจสอบสถานะการชำระเงิน
        </button>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
