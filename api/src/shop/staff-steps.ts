import type { Carrier } from '@chokdee/shared-contract/schemas/carriers';
import { SHOP_ADMIN_MESSAGES } from '@chokdee/shared-contract/schemas/shop-admin';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { shopPurchases, shopShipmentLogs, shopShipments } from './shop-tables';
import { HttpError } from '../lib/http-error';
import { staffCancelPurchase } from './purchase-release';
import { tellBuyer } from './purchase-notices';

/**
 * The staff's steps on a purchase after the slip. Each is ONE conditional UPDATE on the purchase
 * row: two staff pressing the same button at once queue on the row lock, and the second finds the
 * purchase already moved (0 rows), so it answers 409 and changes nothing. A step the buyer should
 * hear of (refused, shipped, cancelled) leaves them a notice in the same transaction.
 */

const paidOrPacking = and(
  eq(shopPurchases.status, 'ordered'),
  or(isNull(shopPurchases.fulfilment), inArray(shopPurchases.fulfilment, ['paid', 'packing'])),
);

/** The slip is refused: the buyer reads `reason` and has a new payment window to send another. */
export async function refusePurchaseSlip(
  db: Database,
  input: { purchaseId: number; reason: string; now: Date; paymentSeconds: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(shopPurchases)
      .set({
        status: 'reserved',
        staff_reason: input.reason,
        pay_before: new Date(input.now.getTime() + input.paymentSeconds * 1000),
        updated_at: input.now,
      })
      .where(and(eq(shopPurchases.id, input.purchaseId), eq(shopPurchases.status, 'slip_uploaded')))
      .returning({ id: shopPurchases.id });
    if (moved.length === 0) throw new HttpError(409, SHOP_ADMIN_MESSAGES.notAwaitingCheck);
    await tellBuyer(tx, input.purchaseId, { kind: 'refused', reason: input.reason, at: input.now });
  });
}

/** Paid → packing (the packing slip is printed). */
export async function startPacking(db: Executor, purchaseId: number, now: Date): Promise<void> {
  const moved = await db
    .update(shopPurchases)
    .set({ fulfilment: 'packing', updated_at: now })
    .where(
      and(
        eq(shopPurchases.id, purchaseId),
        eq(shopPurchases.status, 'ordered'),
        or(isNull(shopPurchases.fulfilment), eq(shopPurchases.fulfilment, 'paid')),
      ),
    )
    .returning({ id: shopPurchases.id });
  if (moved.length === 0) throw new HttpError(409, SHOP_ADMIN_MESSAGES.notPackable);
}

/** Moves the purchase's open parcels to `status`, with the carrier and tracking number when shipped. */
async function moveParcels(
  tx: Executor,
  purchaseId: number,
  status: 'shipped' | 'received' | 'cancelled',
  now: Date,
  carrier?: { carrier: Carrier; tracking_no: string },
) {
  const moved = await tx
    .update(shopShipments)
    .set({ status, updated_at: now, ...(carrier ?? {}) })
    .where(
      and(
        eq(shopShipments.purchase_id, purchaseId),
        notInArray(
          shopShipments.status,
          status === 'cancelled' ? ['received', 'cancelled'] : [status, 'received', 'cancelled'],
        ),
      ),
    )
    .returning({ id: shopShipments.id });
  if (moved.length > 0)
    await tx.insert(shopShipmentLogs).values(moved.map(({ id }) => ({ shipment_id: id, status, at: now })));
}

/** Paid or packing → shipped: every parcel of the purchase goes with `carrier` under `tracking_no`. */
export async function shipPurchase(
  db: Database,
  input: { purchaseId: number; carrier: Carrier; trackingNo: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(shopPurchases)
      .set({ fulfilment: 'shipped', updated_at: input.now })
      .where(and(eq(shopPurchases.id, input.purchaseId), paidOrPacking))
      .returning({ id: shopPurchases.id });
    if (moved.length === 0) throw new HttpError(409, SHOP_ADMIN_MESSAGES.notShippable);
    await moveParcels(tx, input.purchaseId, 'shipped', input.now, {
      carrier: input.carrier,
      tracking_no: input.trackingNo,
    });
    await tellBuyer(tx, input.purchaseId, {
      kind: 'shipped',
      carrier: input.carrier,
      tracking: input.trackingNo,
    });
  });
}

/** Shipped → received (staff heard from the buyer or the carrier). */
export async function markPurchaseReceived(db: Database, purchaseId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(shopPurchases)
      .set({ fulfilment: 'received', updated_at: now })
      .where(
        and(
          eq(shopPurchases.id, purchaseId),
          eq(shopPurchases.status, 'ordered'),
          eq(shopPurchases.fulfilment, 'shipped'),
        ),
      )
      .returning({ id: shopPurchases.id });
    if (moved.length === 0) throw new HttpError(409, SHOP_ADMIN_MESSAGES.notDelivered);
    await moveParcels(tx, purchaseId, 'received', now);
  });
}

/** Cancel before it leaves the shop: the stock comes back, open parcels are cancelled. */
export async function cancelPurchaseByStaff(
  db: Database,
  input: { purchaseId: number; reason: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await staffCancelPurchase(tx, input.purchaseId, input.reason, input.now)))
      throw new HttpError(409, SHOP_ADMIN_MESSAGES.notCancellable);
    await moveParcels(tx, input.purchaseId, 'cancelled', input.now);
    await tellBuyer(tx, input.purchaseId, { kind: 'cancelled', reason: input.reason });
  });
}

/** The buyer confirmed every parcel: the purchase is received too (none left on the way). */
export async function settleReceivedPurchase(db: Executor, purchaseId: number, now: Date): Promise<void> {
  await db
    .update(shopPurchases)
    .set({ fulfilment: 'received', updated_at: now })
    .where(
      and(
        eq(shopPurchases.id, purchaseId),
        eq(shopPurchases.status, 'ordered'),
        sql`NOT EXISTS (SELECT 1 FROM shop_shipments s WHERE s.purchase_id = ${purchaseId}
          AND s.status NOT IN ('received', 'cancelled'))`,
      ),
    );
}

/** A parcel moved one at a time (`order-shipments`): once none waits to leave, the purchase is shipped. */
export async function settleShippedPurchase(db: Executor, purchaseId: number, now: Date): Promise<void> {
  await db
    .update(shopPurchases)
    .set({ fulfilment: 'shipped', updated_at: now })
    .where(
      and(
        eq(shopPurchases.id, purchaseId),
        paidOrPacking,
        sql`NOT EXISTS (SELECT 1 FROM shop_shipments s WHERE s.purchase_id = ${purchaseId}
          AND s.status IN ('prepare_to_ship', 'courier_received'))`,
        sql`EXISTS (SELECT 1 FROM shop_shipments s WHERE s.purchase_id = ${purchaseId} AND s.status = 'shipped')`,
      ),
    );
}
