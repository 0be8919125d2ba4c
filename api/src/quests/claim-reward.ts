import { QUEST_MESSAGES, type RewardClaimBodySchema } from '@chokdee/shared-contract/schemas/quest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import {
  questResults,
  questRewards,
  questRewardShipments,
  questRules,
  questShipmentLogs,
  quests,
} from './quests-tables';
import { HttpError } from '../lib/http-error';

export type RewardClaim = z.output<typeof RewardClaimBodySchema>;

/**
 * Registers the delivery address of a quest's reward, in one transaction: the member's result is
 * locked first, so identical claims run one after the other and every one after the first finds
 * it completed; the reward's stock is taken by a conditional UPDATE (never below zero, the CHECK
 * backs it). Answers the new shipment's id.
 */
export async function claimQuestReward(
  db: Database,
  input: { userId: number; claim: RewardClaim; now: Date },
): Promise<number> {
  const { userId, claim, now } = input;
  return db.transaction(async (tx) => {
    const [reward] = await tx.select().from(questRewards).where(eq(questRewards.id, claim.quest_reward_id));
    if (!reward) throw new HttpError(404, QUEST_MESSAGES.rewardNotFound);
    const [result] = await tx
      .select()
      .from(questResults)
      .where(and(eq(questResults.quest_id, reward.quest_id), eq(questResults.user_id, userId)))
      .for('update');
    if (result?.status === 'completed') throw new HttpError(409, QUEST_MESSAGES.alreadyClaimed);
    const [rule] = await tx
      .select({ target: questRules.target })
      .from(questRules)
      .where(eq(questRules.quest_id, reward.quest_id))
      .orderBy(asc(questRules.id))
      .limit(1);
    const [quest] = await tx
      .select({ status: quests.status })
      .from(quests)
      .where(eq(quests.id, reward.quest_id));
    if (!result || !rule || quest?.status !== 'active' || result.value < rule.target) {
      throw new HttpError(422, QUEST_MESSAGES.notReady);
    }
    const taken = await tx
      .update(questRewards)
      .set({ stock: sql`${questRewards.stock} - 1`, updated_at: now })
      .where(and(eq(questRewards.id, reward.id), gt(questRewards.stock, 0)))
      .returning({ id: questRewards.id });
    if (taken.length === 0) throw new HttpError(409, QUEST_MESSAGES.outOfStock);
    const [shipment] = await tx
      .insert(questRewardShipments)
      .values({
        quest_id: reward.quest_id,
        quest_reward_id: reward.id,
        quest_result_id: result.id,
        user_id: userId,
        recipient: claim.recipient,
        tel: claim.tel,
        address: claim.address,
        sub_district: claim.sub_district,
        district: claim.district,
        province: claim.province,
        zip_code: claim.zip_code,
        remark: claim.remark,
        status: 'prepare_to_ship',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: questRewardShipments.id });
    await tx
      .insert(questShipmentLogs)
      .values({ shipment_id: shipment!.id, status: 'prepare_to_ship', created_at: now });
    await tx
      .update(questResults)
      .set({ status: 'completed', updated_at: now })
      .where(eq(questResults.id, result.id));
    return shipment!.id;
  });
}
