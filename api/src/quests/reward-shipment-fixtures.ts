import type { FastifyInstance } from 'fastify';
import { addresses } from '#api/members/members-tables';
import { rewardRedemptions, rewards } from '#api/rewards/rewards-tables';
import { eq } from 'drizzle-orm';
import { newRedemptionCode } from '#api/rewards/reward-redemptions-repository';
import { questResults } from './quests-tables';
import { CLAIM_ADDRESS, createQuest } from './quest-test-fixtures';

/** Test helpers of the staff's dispatch list: a claimed quest reward, a redemption waiting. */

export const ADMIN_REWARD_SHIPMENTS = '/admin/v1/reward-shipments';

/** A member who reached a fresh quest's target and claimed its reward: answers the shipment id. */
export async function claimedQuestReward(
  app: FastifyInstance,
  member: { userId: number; headers: { authorization: string } },
  now: Date,
  name = 'ซื้อครบ 1 ใบ',
): Promise<number> {
  const { questId, rewardId } = await createQuest(app, { target: 1, stock: 5, now, name });
  await app.db.insert(questResults).values({ quest_id: questId, user_id: member.userId, value: 1 });
  const claimed = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/quest-reward-shipments',
    headers: member.headers,
    payload: { ...CLAIM_ADDRESS, quest_reward_id: rewardId },
  });
  if (claimed.statusCode !== 201) throw new Error(claimed.body);
  return (claimed.json() as { data: { id: number } }).data.id;
}

/** A redemption of a seeded reward, as if the member redeemed it at `now`: answers its id and code. */
export async function waitingRedemption(
  app: FastifyInstance,
  userId: number,
  now: Date,
): Promise<{ id: number; code: string }> {
  const [reward] = await app.db.select().from(rewards).where(eq(rewards.code, 'LUCKY-NOTEBOOK'));
  const [row] = await app.db
    .insert(rewardRedemptions)
    .values({
      code: newRedemptionCode(),
      user_id: userId,
      reward_id: reward!.id,
      quantity: 2,
      points: reward!.points,
      total_points: reward!.points * 2,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: rewardRedemptions.id, code: rewardRedemptions.code });
  return row!;
}

export async function addAddress(app: FastifyInstance, userId: number, recipient: string): Promise<void> {
  await app.db.insert(addresses).values({
    user_id: userId,
    name: 'บ้าน',
    recipient,
    address: '12 ซอยสุขุมวิท 3',
    sub_district: 'คลองเตยเหนือ',
    district: 'วัฒนา',
    province: 'กรุงเทพมหานคร',
    zip_code: '10110',
    tel: '0898765432',
  });
}
