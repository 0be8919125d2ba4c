import { SHOP_MESSAGES, type ShipmentStatus } from '@chokdee/shared-contract/schemas/shop';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopShipmentLogs, shopShipments } from './shop-tables';
import { HttpError } from '../lib/http-error';

/** Which states a shipment may move to from which (the shop's steps, then the member's). */
const FROM: Record<Exclude<ShipmentStatus, 'prepare_to_ship'>, ShipmentStatus[]> = {
  courier_received: ['prepare_to_ship'],
  shipped: ['prepare_to_ship', 'courier_received'],
  received: ['courier_received', 'shipped'],
  cancelled: ['prepare_to_ship', 'courier_received'],
};

/**
 * Moves shipments of one purchase to `status` by a conditional UPDATE (only from the states
 * allowed), logging each move; `shipmentId` undefined means every shipment that may move.
 * Answers how many moved.
 */
export async function moveShipments(
  db: Database,
  input: {
    purchaseId: number;
    shipmentId?: number;
    status: Exclude<ShipmentStatus, 'prepare_to_ship'>;
    trackingNo?: string;
    now: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const where = [
      eq(shopShipments.purchase_id, input.purchaseId),
      inArray(shopShipments.status, FROM[input.status]),
    ];
    if (input.shipmentId !== undefined) where.push(eq(shopShipments.id, input.shipmentId));
    const moved = await tx
      .update(shopShipments)
      .set({
        status: input.status,
        updated_at: input.now,
        ...(input.trackingNo ? { tracking_no: input.trackingNo } : {}),
      })
      .where(and(...where))
      .returning({ id: shopShipments.id });
    if (moved.length > 0)
      await tx
        .insert(shopShipmentLogs)
        .values(moved.map(({ id }) => ({ shipment_id: id, status: input.status, at: input.now })));
    return moved.length;
  });
}

export async function shipmentExists(db: Database, purchaseId: number, shipmentId: number) {
  const [row] = await db
    .select({ id: shopShipments.id })
    .from(shopShipments)
    .where(and(eq(shopShipments.id, shipmentId), eq(shopShipments.purchase_id, purchaseId)));
  if (!row) throw new HttpError(404, SHOP_MESSAGES.shipmentNotFound);
}
