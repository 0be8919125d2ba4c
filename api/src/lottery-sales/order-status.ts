import { ORDER_STATUSES, type OrderStatus } from '@chokdee/shared-contract/schemas/order';
import { or, sql, type SQL } from 'drizzle-orm';
import { orders, type OrderRow } from './inventory-tables';

/** `now` as a SQL parameter: the app clock, never SQL `now()`, so tests can move time. */
export function sqlInstant(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

/**
 * The status an order reads as at `now`. Nothing runs on a timer: an unpaid (`reserved`) order
 * whose `pay_before` has passed simply reads `timeout`; the stored row may still say `reserved`.
 */
export function effectiveStatus(row: Pick<OrderRow, 'status' | 'pay_before'>, now: Date): OrderStatus {
  if (row.status === 'reserved' && row.pay_before.getTime() <= now.getTime()) return 'timeout';
  return row.status;
}

/** The same rule in SQL, for filters: an order reads `status` at `now`. */
export function readsStatus(status: OrderStatus, now: Date): SQL {
  const at = sqlInstant(now);
  if (status === 'reserved') return sql`(${orders.status} = 'reserved' and ${orders.pay_before} > ${at})`;
  if (status === 'timeout')
    return sql`(${orders.status} = 'timeout' or (${orders.status} = 'reserved' and ${orders.pay_before} <= ${at}))`;
  return sql`${orders.status} = ${status}`;
}

/** Orders that read one of `statuses` at `now` (undefined: no filter). */
export function readsAnyStatus(statuses: readonly OrderStatus[] | undefined, now: Date): SQL | undefined {
  if (!statuses || statuses.length === 0) return undefined;
  return or(...statuses.map((status) => readsStatus(status, now)));
}

/**
 * Awaiting payment (spec §7 `/orders/reserved`, the member menu's 'รอชำระเงิน'): unpaid and not
 * timed out. An uploaded slip is the member's payment: the order then waits for the dealer, not
 * for the member, and comes back here only if the dealer rejects the slip.
 */
export function awaitingPayment(now: Date): SQL {
  return readsStatus('reserved', now);
}

/** `?status=reserved,slip_uploaded` → the statuses, or null when one of them is unknown. */
export function parseStatusFilter(value: string | undefined): OrderStatus[] | null | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const names = value.split(',').map((name) => name.trim());
  const known = new Set<string>(ORDER_STATUSES);
  if (!names.every((name) => known.has(name))) return null;
  return [...new Set(names)] as OrderStatus[];
}
