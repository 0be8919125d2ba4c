import { QUEST_MESSAGES } from '@chokdee/shared-contract/schemas/quest';
import type { ShipmentStatus } from '@chokdee/shared-contract/schemas/shipment';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { questRewards, questRewardShipments, questShipmentLogs } from './quests-tables';
import { HttpError } from '../lib/http-error';

/** A parcel moves one step forward at a time; it can be cancelled until it is received. */
const NEXT: Record<ShipmentStatus, ShipmentStatus | null> = {
  prepare_to_ship: 'courier_received',
  courier_received: 'shipped',
  shipped: 'received',
  received: null,
  cancelled: null,
};

export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  if (to === 'cancelled') return from !== 'received' && from !== 'cancelled';
  return NEXT[from] === to;
}

/**
 * The admin moves a shipment along, under its row lock, logging the change; a cancelled parcel
 * gives its reward back to the stock.
 */
export async function moveShipment(
  db: Database,
  input: { id: number; status: ShipmentStatus; carrier?: string; trackingNumber?: string; now: Date },
): Promise<void> {
  const { now } = input;
  await db.transaction(async (tx) => {
    const [shipment] = await tx
      .select()
      .from(questRewardShipments)
      .where(eq(questRewardShipments.id, input.id))
      .for('update');
    if (!shipment) throw new HttpError(404, QUEST_MESSAGES.shipmentNotFound);
    if (!canMoveShipment(shipment.status, input.status))
      throw new HttpError(422, QUEST_MESSAGES.badTransition);
    await tx
      .update(questRewardShipments)
      .set({
        status: input.status,
        carrier: input.carrier ?? shipment.carrier,
        tracking_number: input.trackingNumber ?? shipment.tracking_number,
        updated_at: now,
      })
      .where(eq(questRewardShipments.id, shipment.id));
    await tx
      .insert(questShipmentLogs)
      .values({ shipment_id: shipment.id, status: input.status, created_at: now });
    if (input.status === 'cancelled') {
      await tx
        .update(questRewards)
        .set({ stock: sql`${questRewards.stock} + 1`, updated_at: now })
        .where(eq(questRewards.id, shipment.quest_reward_id));
    }
  });
}
