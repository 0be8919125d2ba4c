import { SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { HttpError } from '../lib/http-error';

/** `{ rows }` from node-postgres and PGlite alike. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Ends purchases matching `where` with `status` and gives their stock back, in ONE statement. The
 * `stock_returned_at IS NULL` guard is re-checked on the locked row, so a cancel racing a timeout
 * (or two cancels) gives the stock back once.
 */
async function endPurchases(
  db: Executor,
  where: SQL,
  status: 'cancelled' | 'timeout',
  now: Date,
  staffReason: string | null = null,
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    WITH ended AS (
      UPDATE shop_purchases
      SET status = ${status}, stock_returned_at = ${at}, updated_at = ${at},
          staff_reason = COALESCE(${staffReason}::text, staff_reason),
          cancelled_at = CASE WHEN ${status} = 'cancelled' THEN ${at} ELSE cancelled_at END
      WHERE stock_returned_at IS NULL AND ${where}
      RETURNING id
    ), back AS (
      SELECT variant_id, sum(quantity)::int AS quantity FROM shop_purchase_items
      WHERE purchase_id IN (SELECT id FROM ended) GROUP BY variant_id
    ), returned AS (
      UPDATE shop_variants v SET stock = v.stock + back.quantity FROM back WHERE v.id = back.variant_id
      RETURNING v.id
    )
    SELECT id FROM ended`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** Unpaid purchases past `pay_before` become `timeout` and free their stock (run before reads and sales). */
export function releaseExpiredPurchases(db: Executor, now: Date) {
  return endPurchases(
    db,
    sql`status = 'reserved' AND pay_before <= ${now.toISOString()}::timestamptz`,
    'timeout',
    now,
  );
}

/** The member cancels an unpaid purchase (`DELETE /{id}/cancel`); its stock is free again. */
export async function cancelPurchase(db: Executor, userId: number, purchaseId: number, now: Date) {
  const ended = await endPurchases(
    db,
    sql`id = ${purchaseId} AND user_id = ${userId} AND status = 'reserved' AND pay_before > ${now.toISOString()}::timestamptz`,
    'cancelled',
    now,
  );
  if (ended.length === 0) throw new HttpError(409, SHOP_MESSAGES.notCancellable);
}

/**
 * Staff cancel a purchase that has not left the shop (unpaid, slip awaiting check, paid or packing):
 * its stock comes back once, whoever else acts at the same moment. Answers whether it was cancelled.
 */
export async function staffCancelPurchase(db: Executor, purchaseId: number, reason: string, now: Date) {
  const ended = await endPurchases(
    db,
    sql`id = ${purchaseId} AND (status IN ('reserved', 'slip_uploaded')
      OR (status = 'ordered' AND COALESCE(fulfilment, 'paid') IN ('paid', 'packing')))`,
    'cancelled',
    now,
    reason,
  );
  return ended.length > 0;
}
