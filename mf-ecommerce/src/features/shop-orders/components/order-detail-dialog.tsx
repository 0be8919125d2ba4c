import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { slipBankLabel } from '@chokdee/shared-contract/schemas/bank';
import { PAYMENT_CHANNEL_LABELS, type PaymentChannel } from '@chokdee/shared-contract/schemas/order';
import { SHIPMENT_STATUS_LABELS } from '@chokdee/shared-contract/schemas/shop';
import type { ShopOrderDetail } from '@chokdee/shared-contract/schemas/shop-admin';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { baht } from '../../../lib/cart-rules';
import { fetchShopOrder } from '../api/shop-orders';
import { useStaffRequest } from '../../../hooks/use-staff-request';
import { OrderActions } from './order-actions';
import { PackingSlip } from './packing-slip';
import { StageBadge } from './stage-badge';
import { StaffSlip } from './staff-slip';
import styles from './shop-orders.module.css';

export type OrderDetailDialogProps = {
  id: number;
  code: string;
  token: string;
  /** A step was taken: the list reads again. */
  onChanged: () => void;
  onClose: () => void;
};

const channelLabel = (channel: string | null) =>
  channel && channel in PAYMENT_CHANNEL_LABELS ? PAYMENT_CHANNEL_LABELS[channel as PaymentChannel] : '-';

/** One purchase: the slip beside the amount and the shop's account, the items, the address, the parcels and the steps. */
export function OrderDetailDialog({ id, code, token, onChanged, onClose }: OrderDetailDialogProps) {
  const detail = useStaffRequest<ShopOrderDetail>(token, String(id), (signal) => fetchShopOrder(id, signal));

  const moved = (next: ShopOrderDetail) => {
    detail.replace(next);
    onChanged();
  };

  return (
    <ModalDialog title={`คำสั่งซื้อ ${code}`} onClose={onClose} width={960}>
      {detail.state.status === 'loading' && <LoadingState label="กำลังโหลดคำสั่งซื้อ" />}
      {detail.state.status === 'error' && (
        <RequestError title="โหลดคำสั่งซื้อไม่สำเร็จ" detail={detail.state.error.message} onRetry={detail.reload} />
      )}
      {detail.state.status === 'success' && <OrderBody order={detail.state.data} onMoved={moved} />}
    </ModalDialog>
  );
}

function OrderBody({ order, onMoved }: { order: ShopOrderDetail; onMoved: (next: ShopOrderDetail) => void }) {
  const printable = order.stage === 'paid' || order.stage === 'packing' || order.stage === 'shipped';
  return (
    <div className={styles.detail}>
      <div className={styles.detailHead}>
        <StageBadge stage={order.stage} status={order.status} />
        <span className={styles.muted}>
          {order.member_name} · สั่งซื้อเมื่อ {formatThaiDateTime(order.created_at)}
        </span>
      </div>
      {order.staff_reason && <p className={styles.reasonNote}>เหตุผลที่แจ้งผู้ซื้อ: {order.staff_reason}</p>}

      <section className={styles.payment} aria-label="การชำระเงิน">
        <div className={styles.slipColumn}>
          <h3 className={styles.sectionTitle}>สลิปการโอนเงิน</h3>
          {order.slip_path ? (
            <StaffSlip path={order.slip_path} alt={`สลิปของคำสั่งซื้อ ${order.code}`} />
          ) : (
            <p className={styles.slipBox}>ยังไม่มีสลิป</p>
          )}
        </div>
        <dl className={styles.money}>
          <div>
            <dt>ยอดที่ต้องชำระ</dt>
            <dd className={styles.amount}>{baht(order.total_amount)} บาท</dd>
          </div>
          <div>
            <dt>บัญชีร้านค้า</dt>
            <dd>
              {order.shop_account.label} {order.shop_account.promptpay_id}
            </dd>
          </div>
          <div>
            <dt>ช่องทาง</dt>
            <dd>{channelLabel(order.payment_channel)}</dd>
          </div>
          {order.slip_path && (
            <div>
              <dt>เลขอ้างอิงการโอน (QR ในสลิป)</dt>
              <dd>
                {order.slip_reference
                  ? `${order.slip_reference.transaction_ref} · ${slipBankLabel(order.slip_reference.sending_bank)}`
                  : 'ไม่พบ QR ในสลิป ตรวจสลิปด้วยตา'}
              </dd>
            </div>
          )}
          <div>
            <dt>ส่งสลิปเมื่อ</dt>
            <dd>{order.slip_uploaded_at ? formatThaiDateTime(order.slip_uploaded_at) : '-'}</dd>
          </div>
          <div>
            <dt>ชำระภายใน</dt>
            <dd>{formatThaiDateTime(order.pay_before)}</dd>
          </div>
        </dl>
      </section>

      <section aria-label="รายการสินค้า">
        <h3 className={styles.sectionTitle}>รายการสินค้า ({order.total_quantity} ชิ้น)</h3>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={`${item.product_code}:${item.variant_name}:${item.sub_variant_name ?? ''}`}>
              <span>
                {item.product_name} · {[item.variant_name, item.sub_variant_name].filter(Boolean).join(' / ')}{' '}
                · {item.shop.name}
              </span>
              <span className={styles.number}>
                {baht(item.price)} x {item.quantity} = {baht(item.total_price)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="ที่อยู่จัดส่ง">
        <h3 className={styles.sectionTitle}>ที่อยู่จัดส่ง</h3>
        <p className={styles.address}>
          {order.address.recipient} · {order.address.tel}
          <br />
          {order.address.address} {order.address.sub_district} {order.address.district}{' '}
          {order.address.province} {order.address.zip_code}
        </p>
      </section>

      {order.shipments.length > 0 && (
        <section aria-label="การจัดส่ง">
          <h3 className={styles.sectionTitle}>การจัดส่ง</h3>
          <ul className={styles.items}>
            {order.shipments.map((shipment) => (
              <li key={shipment.id}>
                <span>
                  {shipment.shop.name} · {SHIPMENT_STATUS_LABELS[shipment.status]}
                </span>
                {shipment.tracking_no && (
                  <span>
                    {shipment.carrier} · เลขพัสดุ <strong>{shipment.tracking_no}</strong>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <OrderActions order={order} printable={printable} onMoved={onMoved} />
      {printable && <PackingSlip order={order} />}
    </div>
  );
}
