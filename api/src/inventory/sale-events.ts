import type { Executor } from '../db/client';

/** A dealer confirmed an order: its tickets are sold to the member. */
export interface SaleConfirmed {
  orderId: number;
  memberId: number;
  ticketCount: number;
  confirmedAt: Date;
}

/**
 * Runs inside the confirmation's transaction: what it writes commits or rolls back with the sale,
 * and a listener that throws undoes the confirmation. Listeners must be idempotent per order.
 */
export type SaleListener = (tx: Executor, sale: SaleConfirmed) => Promise<void>;

const listeners = new Set<SaleListener>();

/**
 * Other domains (quests, later the truck's sales) hear of every confirmed sale here, so the
 * inventory never imports them. Registering the same function twice keeps one.
 */
export function onSaleConfirmed(listener: SaleListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by each confirmation path, in its transaction, after the order became `ordered`. */
export async function saleConfirmed(tx: Executor, sale: SaleConfirmed): Promise<void> {
  for (const listener of listeners) await listener(tx, sale);
}
