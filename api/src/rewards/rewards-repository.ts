import type { Reward } from '@chokdee/shared-contract/schemas/reward';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { rewards, rewardVariants, type RewardRow, type RewardVariantRow } from './rewards-tables';

export interface RewardWithVariants {
  reward: RewardRow;
  variants: RewardVariantRow[];
}

/** Where the API serves the reward pictures (`api/public/rewards/`). */
export const REWARD_IMAGE_PATH = '/static/rewards';

/** `origin` is the API's own, e.g. `http://localhost:4000`, so apps on other ports load the picture. */
export function rewardImageUrl(origin: string, file: string): string {
  return `${origin}${REWARD_IMAGE_PATH}/${encodeURIComponent(file)}`;
}

export function toReward({ reward, variants }: RewardWithVariants, origin: string): Reward {
  return {
    code: reward.code,
    name: reward.name,
    description: reward.description,
    image: { url: rewardImageUrl(origin, reward.image_file) },
    points: reward.points,
    // With variants the stock lives on them; the reward's own column counts only without.
    stock: variants.length > 0 ? variants.reduce((total, v) => total + v.stock, 0) : reward.stock,
    variants: variants.map((v) => ({ code: v.code, name: v.name, stock: v.stock })),
    is_new: reward.is_new,
  };
}

async function withVariants(db: Executor, rows: RewardRow[]): Promise<RewardWithVariants[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(rewardVariants)
    .where(
      inArray(
        rewardVariants.reward_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(rewardVariants.sort_order), asc(rewardVariants.id));
  return rows.map((reward) => ({ reward, variants: variants.filter((v) => v.reward_id === reward.id) }));
}

/** The rewards on offer, in their display order. */
export async function listActiveRewards(db: Executor): Promise<RewardWithVariants[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.is_active, true))
    .orderBy(asc(rewards.sort_order), asc(rewards.id));
  return withVariants(db, rows);
}

export async function findActiveReward(db: Executor, code: string): Promise<RewardWithVariants | undefined> {
  const rows = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.code, code), eq(rewards.is_active, true)));
  const [found] = await withVariants(db, rows);
  return found;
}
