import { useState } from 'react';
import { formatBaht, formatInteger } from '@chokdee/shared-contract/format/number';
import { MAX_CART_TICKETS } from '@chokdee/shared-contract/validation/cart-limits';
import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import type { ShownOffer } from '../utils/live-offers';
import { TicketDigits } from '../../../lib/ticket-digits';
import { QuantityStepper } from '@chokdee/shared-kernel/ui/quantity-stepper';
import styles from './ticket-offer-row.module.css';

export type TicketOfferRowProps = {
  offer: ShownOffer;
  canBuy: boolean;
  /** Resolves true when the tickets were reserved. */
  onAdd: (offer: TicketOffer, quantity: number) => Promise<boolean>;
};

/**
 * One number on sale: its digits, tickets left, price, how many to take and the add button. A
 * number another buyer took while it was shown stays, marked, so it does not vanish under the
 * member's eyes.
 */
export function TicketOfferRow({ offer, canBuy, onAdd }: TicketOfferRowProps) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const max = Math.max(1, Math.min(offer.available, MAX_CART_TICKETS));
  const gone = offer.gone === true;

  async function add() {
    setBusy(true);
    try {
      if (await onAdd(offer, Math.min(quantity, max))) setQuantity(1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={gone ? `${styles.row} ${styles.gone}` : styles.row}>
      <div className={styles.info}>
        <TicketDigits number={offer.number} />
        <p className={styles.meta}>
          {gone ? (
            <span className={styles.taken}>มีผู้จองแล้ว</span>
          ) : (
            <span className={styles.left}>เหลือ {formatInteger(offer.available)} ใบ</span>
          )}
          <span>ใบละ {formatBaht(offer.price)}</span>
        </p>
      </div>
      {canBuy && (
        <div className={styles.buy}>
          <QuantityStepper
            value={Math.min(quantity, max)}
            onChange={setQuantity}
            min={1}
            max={max}
            label={`จำนวนสลากเลข ${offer.number}`}
            disabled={busy || gone}
          />
          <button
            type="button"
            className={styles.add}
            onClick={add}
            disabled={busy || gone}
            aria-busy={busy}
            aria-label={`เพิ่มลงตะกร้า เลข ${offer.number}`}
          >
            {busy ? 'กำลังเพิ่ม…' : 'เพิ่มลงตะกร้า'}
          </button>
        </div>
      )}
    </li>
  );
}
