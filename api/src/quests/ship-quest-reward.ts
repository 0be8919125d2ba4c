import { carrierLabel, type Carrier } from '@chokdee/shared-contract/schemas/carriers';
import {
  REWARD_SHIPMENT_MESSAGES,
  REWARD_SHIPMENT_TAB_STATUSES,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { questRewardShipments, questShipmentLogs } from './quests-tables';
import { HttpError } from '../lib/http-error';
import { recordNotice } from '../notices/notices-repository';

/**
 * Staff hand a claimed quest reward to a carrier. One conditional UPDATE (still waiting → shipped)
 * decides: of two staff shipping the same parcel at once, the second finds it shipped (409) and
 * writes nothing. The member's timeline gets the steps it passed, at this moment, and the member a
 * notice with the carrier and tracking number.
 */
export async function shipQuestReward(
  db: Database,
  input: { id: number; carrier: Carrier; trackingNumber: string; now: Date },
): Promise<void> {
  const { now } = input;
  const shipped = await db.transaction(async (tx) => {
    const [before] = await tx
      .update(questRewardShipments)
      .set({
        status: 'shipped',
        carrier: input.carrier,
        tracking_number: input.trackingNumber,
        updated_at: now,
      })
      .where(
        and(
          eq(questRewardShipments.id, input.id),
          inArray(questRewardShipments.status, [...REWARD_SHIPMENT_TAB_STATUSES.waiting]),
        ),
      )
      .returning({ id: questRewardShipments.id, user_id: questRewardShipments.user_id });
    if (!before) return false;
    const logged = await tx
      .select({ status: questShipmentLogs.status })
      .from(questShipmentLogs)
      .where(eq(questShipmentLogs.shipment_id, input.id));
    const steps = (['courier_received', 'shipped'] as const).filter(
      (status) => !logged.some((log) => log.status === status),
    );
    await tx
      .insert(questShipmentLogs)
      .values(steps.map((status) => ({ shipment_id: input.id, status, created_at: now })));
    await recordNotice(tx, {
      userId: before.user_id,
      kind: 'reward-shipped',
      eventKey: `quest-reward-shipment:${input.id}:shipped`,
      title: 'ของรางวัลภารกิจของคุณจัดส่งแล้ว',
      body: `${carrierLabel(input.carrier)} เลขพัสดุ ${input.trackingNumber}`,
      link: `/members/activities/shipments/${input.id}`,
    });
    return true;
  });
  if (shipped) return;
  const [row] = await db
    .select({ status: questRewardShipments.status })
    .from(questRewardShipments)
    .where(eq(questRewardShipments.id, input.id));
  if (!row) throw new HttpError(404, REWARD_SHIPMENT_MESSAGES.notFound);
  throw new HttpError(
    409,
    row.status === 'cancelled'
      ? REWARD_SHIPMENT_MESSAGES.notShippable
      : REWARD_SHIPMENT_MESSAGES.alreadyShipped,
  );
}
