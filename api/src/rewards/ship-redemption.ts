import { carrierLabel, type Carrier } from '@chokdee/shared-contract/schemas/carriers';
import {
  REWARD_SHIPMENT_MESSAGES,
  REWARD_SHIPMENT_TAB_STATUSES,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { recordNotice } from '#api/notices/notices-repository';
import { rewardRedemptions } from './rewards-tables';

/**
 * Staff hand a point redemption to a carrier: one conditional UPDATE (still waiting → shipped), so
 * two staff shipping it at once ship it once; the second is told it already left (409). The member
 * is told in the same transaction, with the carrier and tracking number.
 */
export async function shipRedemption(
  db: Database,
  input: { id: number; carrier: Carrier; trackingNumber: string; now: Date },
): Promise<void> {
  const shipped = await db.transaction(async (tx) => {
    const [redemption] = await tx
      .update(rewardRedemptions)
      .set({
        status: 'shipped',
        carrier: input.carrier,
        tracking_number: input.trackingNumber,
        shipped_at: input.now,
        updated_at: input.now,
      })
      .where(
        and(
          eq(rewardRedemptions.id, input.id),
          inArray(rewardRedemptions.status, [...REWARD_SHIPMENT_TAB_STATUSES.waiting]),
        ),
      )
      .returning({
        id: rewardRedemptions.id,
        user_id: rewardRedemptions.user_id,
        code: rewardRedemptions.code,
      });
    if (!redemption) return false;
    await recordNotice(tx, {
      userId: redemption.user_id,
      kind: 'reward-shipped',
      eventKey: `reward-redemption:${redemption.id}:shipped`,
      title: `ของรางวัลที่แลกด้วยแต้ม (${redemption.code}) จัดส่งแล้ว`,
      body: `${carrierLabel(input.carrier)} เลขพัสดุ ${input.trackingNumber}`,
      link: `/members/redeem/${encodeURIComponent(redemption.code)}`,
    });
    return true;
  });
  if (shipped) return;
  const [row] = await db
    .select({ status: rewardRedemptions.status })
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.id, input.id));
  if (!row) throw new HttpError(404, REWARD_SHIPMENT_MESSAGES.notFound);
  throw new HttpError(
    409,
    row.status === 'cancelled'
      ? REWARD_SHIPMENT_MESSAGES.notShippable
      : REWARD_SHIPMENT_MESSAGES.alreadyShipped,
  );
}
