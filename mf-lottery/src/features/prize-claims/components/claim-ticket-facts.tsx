import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';
import { TicketDigits } from '../../../lib/ticket-digits';
import styles from './claim-card.module.css';

export type ClaimTicketFactsProps = {
  ticket: Pick<PrizeClaimQuote, 'number' | 'set_no' | 'draw_date' | 'store_name' | 'order_code'>;
};

/** The ticket a claim is for: its number, set, draw and the store that sold it. */
export function ClaimTicketFacts({ ticket }: ClaimTicketFactsProps) {
  return (
    <div className={styles.ticket}>
      <TicketDigits number={ticket.number} size="md" />
      <dl className={styles.facts}>
        <div>
          <dt>ชุดที่</dt>
          <dd>{ticket.set_no}</dd>
        </div>
        <div>
          <dt>งวดวันที่</dt>
          <dd>{formatThaiDateLong(ticket.draw_date)}</dd>
        </div>
        <div>
          <dt>ร้านค้า</dt>
          <dd>{ticket.store_name}</dd>
        </div>
        <div>
          <dt>คำสั่งซื้อ</dt>
          <dd>{ticket.order_code}</dd>
        </div>
      </dl>
    </div>
  );
}
