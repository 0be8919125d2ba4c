import { fetchDealerOrderSlip } from '../api/dealer';
import { formatThaiDateLong, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import { formatPhone } from '@chokdee/shared-contract/format/phone';
import { slipBankLabel } from '@chokdee/shared-contract/schemas/bank';
import {
  PAYMENT_CHANNEL_LABELS,
  type DealerOrder,
  type PaymentChannel,
  type SlipDecisionBody,
} from '@chokdee/shared-contract/schemas/order';
import { useCallback, useId, useState } from 'react';
import { OrderStatusBadge } from '../../../lib/order-status-badge';
import { SlipViewerDialog } from '../../../lib/slip-viewer-dialog';
import { TicketDigits } from '../../../lib/ticket-digits';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { SlipDecisionButtons } from './slip-decision-buttons';
import styles from './dealer-order-card.module.css';
import card from '../../../lib/dealer-card.module.css';

export type DealerOrderCardProps = {
  order: DealerOrder;
  onDecided: (order: DealerOrder, decision: SlipDecisionBody['decision']) => void;
};

function channelLabel(channel: string | null): string {
  return channel && channel in PAYMENT_CHANNEL_LABELS
    ? PAYMENT_CHANNEL_LABELS[channel as PaymentChannel]
    : '-';
}

/** One order of the store: who bought what, for how much and when; its slip and the decision on it. */
export function DealerOrderCard({ order, onDecided }: DealerOrderCardProps) {
  const titleId = useId();
  const [viewing, setViewing] = useState(false);
  const loadSlip = useCallback(
    (signal: AbortSignal) => fetchDealerOrderSlip(order.code, { signal }),
    [order.code],
  );
  const deciding = order.status === 'slip_uploaded';

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={card.header}>
        <h2 id={titleId} className={card.code}>
          {order.code}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>

      <dl className={card.facts}>
        <div>
          <dt>ผู้สั่งซื้อ</dt>
          <dd>
            {order.member_name}
            {order.member_tel && <span className={styles.tel}> · {formatPhone(order.member_tel)}</span>}
          </dd>
        </div>
        <div>
          <dt>ยอดเงิน</dt>
          <dd className={styles.amount}>{formatBaht(order.total_amount)}</dd>
        </div>
        <div>
          <dt>{order.slip_uploaded_at ? 'อัพโหลดสลิปเมื่อ' : 'สั่งซื้อเมื่อ'}</dt>
          <dd>{formatThaiDateTime(order.slip_uploaded_at ?? order.created_at)} น.</dd>
        </div>
        <div>
          <dt>ช่องทาง</dt>
          <dd>{channelLabel(order.payment_channel)}</dd>
        </div>
        {order.has_slip && (
          <div className={card.fullRow}>
            <dt>เลขอ้างอิงการโอน (QR ในสลิป)</dt>
            {order.slip_reference ? (
              <dd>
                <span className={styles.reference}>{order.slip_reference.transaction_ref}</span>
                <span className={styles.tel}> · {slipBankLabel(order.slip_reference.sending_bank)}</span>
              </dd>
            ) : (
              <dd className={styles.noReference}>ไม่พบ QR ในสลิป ตรวจสลิปด้วยตา</dd>
            )}
          </div>
        )}
        <div>
          <dt>งวด</dt>
          <dd>{formatThaiDateLong(order.draw_date)}</dd>
        </div>
      </dl>

      <ul className={styles.tickets} aria-label={`สลาก ${order.ticket_count} ใบ`}>
        {order.order_items.map((item) => (
          <li key={item.ticket_id} className={styles.ticket}>
            <TicketDigits number={item.number} size="md" />
            <span className={styles.set}>ชุดที่ {item.set_no}</span>
          </li>
        ))}
      </ul>

      {order.rejected_reason && <p className={styles.rejected}>ปฏิเสธครั้งก่อน: {order.rejected_reason}</p>}

      {(order.has_slip || deciding) && (
        <div className={card.actions}>
          {order.has_slip && (
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              onClick={() => setViewing(true)}
            >
              ดูสลิป
            </button>
          )}
          {deciding && <SlipDecisionButtons order={order} onDecided={onDecided} />}
        </div>
      )}

      {viewing && (
        <SlipViewerDialog
          title={`สลิปของคำสั่งซื้อ ${order.code}`}
          load={loadSlip}
          onClose={() => setViewing(false)}
        />
      )}
    </article>
  );
}
