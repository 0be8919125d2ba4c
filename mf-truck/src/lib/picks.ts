import {
  TRUCK_SALE_MAX_TICKETS,
  type TruckSaleBody,
  type TruckPaymentMethod,
} from '@chokdee/shared-contract/schemas/truck';
import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';

/** One number the operator picked: how many of it and the price of one (from the search). */
export interface Pick {
  number: string;
  quantity: number;
  price: number;
  /** Free tickets of that number when it was searched: the most that can be picked. */
  available: number;
}

/** The contract's limit of one line (TruckSaleItemSchema). */
export const MAX_PER_NUMBER = 10;

export const ticketCount = (picks: readonly Pick[]) => picks.reduce((sum, p) => sum + p.quantity, 0);
export const totalAmount = (picks: readonly Pick[]) =>
  picks.reduce((sum, p) => sum + p.quantity * p.price, 0);

/** Adds one ticket of `offer`; unchanged when the number has no more free tickets or the sale is full. */
export function addPick(picks: readonly Pick[], offer: TicketOffer): Pick[] {
  if (ticketCount(picks) >= TRUCK_SALE_MAX_TICKETS) return [...picks];
  const existing = picks.find((p) => p.number === offer.number);
  const limit = Math.min(offer.available, MAX_PER_NUMBER);
  if (!existing) {
    return limit < 1
      ? [...picks]
      : [...picks, { number: offer.number, quantity: 1, price: offer.price, available: offer.available }];
  }
  if (existing.quantity >= limit) return [...picks];
  return picks.map((p) => (p === existing ? { ...p, quantity: p.quantity + 1, price: offer.price } : p));
}

/** Sets a line's quantity (0 removes it), kept within what is free and the contract's limits. */
export function setQuantity(picks: readonly Pick[], number: string, quantity: number): Pick[] {
  if (!Number.isInteger(quantity) || quantity <= 0) return picks.filter((p) => p.number !== number);
  const others = ticketCount(picks.filter((p) => p.number !== number));
  return picks.map((p) =>
    p.number === number
      ? {
          ...p,
          quantity: Math.max(
            1,
            Math.min(quantity, p.available, MAX_PER_NUMBER, TRUCK_SALE_MAX_TICKETS - others),
          ),
        }
      : p,
  );
}

/** The sale the API takes: the amount is the exact total the operator collects. */
export function toSaleBody(picks: readonly Pick[], payment: TruckPaymentMethod, madeAt: Date): TruckSaleBody {
  return {
    items: picks.map((p) => ({ number: p.number, quantity: p.quantity })),
    payment_method: payment,
    amount: totalAmount(picks),
    made_at: madeAt.toISOString(),
  };
}

/**
 * What the quick digit pad builds: six places, `_` where no digit is given yet. Typing fills from
 * the left; `fromEnd` fills the last places (the "last 2 / last 3" searches).
 */
export function patternOf(digits: string, fromEnd: boolean): string {
  const clean = digits.replace(/\D/g, '').slice(0, 6);
  return fromEnd ? clean.padStart(6, '_') : clean.padEnd(6, '_');
}
