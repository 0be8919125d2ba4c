import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { cancelPurchase, confirmReceived, fetchPurchase, uploadPurchaseSlip } from '../../../api/shop';
import { emit } from '@chokdee/shared-kernel/events';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { ORDER_STATUS_LABELS, SLIP_FILE_RULES } from '@chokdee/shared-contract/schemas/order';
import { SHIPMENT_STATUS_LABELS, type Purchase } from '@chokdee/shared-contract/schemas/shop';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { FilePicker } from '@chokdee/shared-kernel/ui/file-picker';
import { useState } from 'react';
import { useNoticeRefresh } from '@chokdee/shared-kernel/hooks/use-notice-refresh';
import { Link } from 'react-router';
import { Price } from '../../../components/price';
import { paths } from '../../../config/paths';
import { baht } from '../../../lib/cart-rules';
import { PaymentPanel } from './payment-panel';
import styles from './purchase.module.css';

/** The purchase page: status, items, PromptPay QR for the exact amount, slip upload, shipments, received. */
export function PurchaseDetail({
  purchase,
  onChange,
}: {
  purchase: Purchase;
  onChange: (next: Purchase) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  async function act(action: () => Promise<Purchase>) {
    setBusy(true);
    setError(null);
    try {
      onChange(await action());
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  const upload = () =>
    act(async () => {
      if (!file) throw new Error('กรุณาเลือกไฟล์สลิป');
      const next = await uploadPurchaseSlip(purchase.id, file, 'promptpay');
      emit('track:Purchase', {
        value: next.total_amount,
        currency: 'THB',
        content_ids: next.items.map((item) => item.product_code),
        num_items: next.total_quantity,
        order_code: next.code,
      });
      return next;
    });

  // The payment panel shows the QR while unpaid and keeps polling while the shop checks the slip.
  const awaitingPayment = purchase.status === 'reserved' || purchase.status === 'slip_uploaded';
  const reload = () => void act(() => fetchPurchase(purchase.code));
  // A step staff took (shipped, cancelled…) shows here without the buyer reloading.
  useNoticeRefresh(paths.purchase.getHref(purchase.code), reload);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>คำสั่งซื้อ {purchase.code}</h1>
        <span className={styles.status} data-status={purchase.status}>
          {ORDER_STATUS_LABELS[purchase.status]}
        </span>
      </header>
      <p className={styles.muted}>สั่งซื้อเมื่อ {formatThaiDateTime(purchase.created_at)}</p>
      {purchase.staff_reason && (purchase.status === 'reserved' || purchase.status === 'cancelled') ? (
        <p className={styles.staffReason} role="note">
          <strong>
            {purchase.status === 'reserved' ? 'ร้านค้าไม่อนุมัติสลิป กรุณาอัพโหลดสลิปใหม่' : 'ร้านค้ายกเลิกคำสั่งซื้อ'}
          </strong>
          <span>เหตุผล: {purchase.staff_reason}</span>
        </p>
      ) : null}

      <section className={styles.card}>
        <h2>รายการสินค้า</h2>
        <ul className={styles.items}>
          {purchase.items.map((item) => (
            <li
              key={`${item.product_code}:${item.variant_name}:${item.sub_variant_name ?? ''}`}
              className={styles.item}
            >
              <img src={assetUrl(item.image_url) ?? ''} alt="" width={56} height={56} />
              <div>
                <strong>{item.product_name}</strong>
                <div className={styles.muted}>
                  {[item.variant_name, item.sub_variant_name].filter(Boolean).join(' / ')} · {item.shop.name}
                </div>
                <div>
                  {baht(item.price)} x {item.quantity} ={' '}
                  <Price price={item.total_price} original={item.original_price * item.quantity} />
                </div>
                {item.certificate_codes.map((code) => (
                  <Link key={code} to={paths.certificate.getHref(code)} className={styles.certificate}>
                    ใบรับรอง {code}
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          รวม {baht(purchase.total_quantity)} ชิ้น{' '}
          <Price price={purchase.total_amount} original={purchase.original_total_amount} />
        </p>
      </section>

      <section className={styles.card}>
        <h2>ที่อยู่จัดส่ง</h2>
        <p>
          {purchase.address.recipient} · {purchase.address.tel}
          <br />
          {purchase.address.address} {purchase.address.sub_district} {purchase.address.district}{' '}
          {purchase.address.province} {purchase.address.zip_code}
        </p>
      </section>

      {awaitingPayment ? (
        <PaymentPanel purchase={purchase} onMoved={reload}>
          <FilePicker
            label="สลิปการโอนเงิน"
            {...SLIP_FILE_RULES}
            value={file}
            onChange={(chosen, problem) => {
              setFile(chosen);
              setFileProblem(problem);
            }}
            disabled={busy}
            previewAlt="ตัวอย่างสลิปที่เลือก"
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              disabled={busy || !file || Boolean(fileProblem)}
              onClick={upload}
            >
              อัพโหลดสลิป
            </button>
            <button
              type="button"
              className={buttons.flat}
              disabled={busy}
              onClick={() => act(() => cancelPurchase(purchase.id))}
            >
              ยกเลิกคำสั่งซื้อ
            </button>
          </div>
        </PaymentPanel>
      ) : null}

      {purchase.shipments.length ? (
        <section className={styles.card}>
          <h2>การจัดส่ง</h2>
          {purchase.shipments.map((shipment) => (
            <div key={shipment.id} className={styles.shipment}>
              <p>
                <strong>{shipment.shop.name}</strong> · {SHIPMENT_STATUS_LABELS[shipment.status]}
              </p>
              {shipment.tracking_no ? (
                <p className={styles.tracking}>
                  {shipment.carrier ? `${shipment.carrier} · ` : ''}เลขพัสดุ{' '}
                  <strong data-testid="tracking-no">{shipment.tracking_no}</strong>
                </p>
              ) : null}
              <ol className={styles.timeline}>
                {shipment.logs.map((log) => (
                  <li key={`${log.status}:${log.at}`}>
                    {SHIPMENT_STATUS_LABELS[log.status]} · {formatThaiDateTime(log.at)}
                  </li>
                ))}
              </ol>
              {shipment.status === 'shipped' || shipment.status === 'courier_received' ? (
                <button
                  type="button"
                  className={buttons.primary}
                  disabled={busy}
                  onClick={() => act(() => confirmReceived(purchase.id, shipment.id))}
                >
                  ยืนยันได้รับสินค้า
                </button>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </article>
  );
}
