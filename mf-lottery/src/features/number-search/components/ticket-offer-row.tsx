import { useState } from 'react';
import { formatBaht, formatInteger } from '@chokdee/shared-kernel/format/number';
import { MAX_CART_TICKETS } from '@chokdee/shared-kernel/schemas/lottery-cart';
import type { TicketOffer } from '@chokdee/shared-kernel/schemas/ticket-search';
import { TicketDigits } from '../../../lib/ticket-digits';
import { QuantityStepper } from '@chokdee/shared-kernel/ui/quantity-stepper';
import styles from './ticket-offer-row.module.css';

export type TicketOfferRowProps = {
  offer: TicketOffer;
  canBuy: boolean;
  /** Resolves true when the tickets were reserved. */
  onAdd: (offer: TicketOffer, quantity: number) => Promise<boolean>;
};

/** One number on sale: its digits, tickets left, price, how many to take and the add button. */
export function TicketOfferRow({ offer, canBuy, onAdd }: TicketOfferRowProps) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const max = Math.min(offer.available, MAX_CART_TICKETS);

  async function add() {
    setBusy(true);
    try {
      if (await onAdd(offer, Math.min(quantity, max))) setQuantity(1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.row}>
      <div className={styles.info}>
        <TicketDigits number={offer.number} />
        <p className={styles.meta}>
          <span className={styles.left}>เหลือ {formatInteger(offer.available)} ใบ</span>
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
            disabled={busy}
          />
          <button
            type="button"
            className={styles.add}
            onClick={add}
            disabled={busy}
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
