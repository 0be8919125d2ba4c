import type { Redemption } from '@chokdee/shared-contract/schemas/reward';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Database, Executor } from '#api/db/client';
import {
  pointTransactions,
  rewardRedemptions,
  rewards,
  rewardVariants,
  type RewardRedemptionRow,
} from './rewards-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { findPointsBalance, grantWelcomePoints, spendPoints } from './points-repository';
import { findActiveReward, rewardImageUrl } from './rewards-repository';

export interface RedemptionInput {
  reward_code: string;
  reward_variant_code: string | null;
  quantity: number;
}

export type RedemptionFailure =
  'reward_not_found' | 'variant_required' | 'variant_not_found' | 'out_of_stock' | 'not_enough_points';

export type RedeemResult = { ok: true; code: string } | { ok: false; reason: RedemptionFailure };

/** Thrown inside the transaction so that an earlier step (the stock taken) is rolled back. */
class RedemptionRefused extends Error {
  constructor(readonly reason: RedemptionFailure) {
    super(reason);
  }
}

// Crockford base32 without look-alikes (no I, L, O, U): read out over the phone without mistakes.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newRedemptionCode(): string {
  let code = 'RD-';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Redeems in one transaction: take the stock with a conditional UPDATE (`stock >= quantity`),
 * then the points the same way (`balance >= cost`), then record the redemption and its ledger
 * line. Either refusal rolls everything back. Parallel redemptions queue on the row locks in
 * the same order (stock row, then balance row), so they cannot deadlock or overspend.
 */
export async function redeemReward(
  db: Database,
  userId: number,
  input: RedemptionInput,
  now: Date,
): Promise<RedeemResult> {
  const found = await findActiveReward(db, input.reward_code);
  if (!found) return { ok: false, reason: 'reward_not_found' };
  let variantId: number | null = null;
  if (found.variants.length > 0) {
    if (!input.reward_variant_code) return { ok: false, reason: 'variant_required' };
    const variant = found.variants.find((v) => v.code === input.reward_variant_code);
    if (!variant) return { ok: false, reason: 'variant_not_found' };
    variantId = variant.id;
  } else if (input.reward_variant_code) {
    return { ok: false, reason: 'variant_not_found' };
  }
  // A member who never read the balance has no balance row yet: welcome them first.
  if ((await findPointsBalance(db, userId)) === undefined) await grantWelcomePoints(db, userId, now);

  const cost = found.reward.points * input.quantity;
  try {
    const code = await db.transaction(async (tx) => {
      if (!(await takeStock(tx, found.reward.id, variantId, input.quantity, now))) {
        throw new RedemptionRefused('out_of_stock');
      }
      if (!(await spendPoints(tx, userId, cost, now))) throw new RedemptionRefused('not_enough_points');
      const [row] = await tx
        .insert(rewardRedemptions)
        .values({
          code: newRedemptionCode(),
          user_id: userId,
          reward_id: found.reward.id,
          reward_variant_id: variantId,
          quantity: input.quantity,
          points: found.reward.points,
          total_points: cost,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: rewardRedemptions.id, code: rewardRedemptions.code });
      if (!row) throw new Error('inserting a redemption returned no row');
      await tx.insert(pointTransactions).values({
        user_id: userId,
        kind: 'redemption',
        amount: -cost,
        redemption_id: row.id,
        created_at: now,
      });
      return row.code;
    });
    return { ok: true, code };
  } catch (error) {
    if (error instanceof RedemptionRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}

async function takeStock(
  db: Executor,
  rewardId: number,
  variantId: number | null,
  quantity: number,
  now: Date,
): Promise<boolean> {
  const rows =
    variantId === null
      ? await db
          .update(rewards)
          .set({ stock: sql`${rewards.stock} - ${quantity}`, updated_at: now })
          .where(and(eq(rewards.id, rewardId), sql`${rewards.stock} >= ${quantity}`))
          .returning({ id: rewards.id })
      : await db
          .update(rewardVariants)
          .set({ stock: sql`${rewardVariants.stock} - ${quantity}`, updated_at: now })
          .where(and(eq(rewardVariants.id, variantId), sql`${rewardVariants.stock} >= ${quantity}`))
          .returning({ id: rewardVariants.id });
  return rows.length > 0;
}

const redemptionColumns = {
  redemption: rewardRedemptions,
  reward_code: rewards.code,
  reward_name: rewards.name,
  image_file: rewards.image_file,
  variant_code: rewardVariants.code,
  variant_name: rewardVariants.name,
};

type RedemptionJoinRow = {
  redemption: RewardRedemptionRow;
  reward_code: string;
  reward_name: string;
  image_file: string;
  variant_code: string | null;
  variant_name: string | null;
};

function toRedemption(row: RedemptionJoinRow, origin: string): Redemption {
  return {
    code: row.redemption.code,
    reward_code: row.reward_code,
    reward_name: row.reward_name,
    reward_variant_code: row.variant_code,
    reward_variant_name: row.variant_name,
    image: { url: rewardImageUrl(origin, row.image_file) },
    quantity: row.redemption.quantity,
    points: row.redemption.points,
    total_points: row.redemption.total_points,
    status: row.redemption.status,
    carrier: row.redemption.carrier,
    tracking_number: row.redemption.tracking_number,
    created_at: toBangkokIso(row.redemption.created_at),
  };
}

function selectRedemptions(db: Executor) {
  return db
    .select(redemptionColumns)
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.reward_id))
    .leftJoin(rewardVariants, eq(rewardVariants.id, rewardRedemptions.reward_variant_id));
}

/** The member's redemptions, newest first. */
export async function listRedemptions(db: Executor, userId: number, origin: string): Promise<Redemption[]> {
  const rows = await selectRedemptions(db)
    .where(eq(rewardRedemptions.user_id, userId))
    .orderBy(desc(rewardRedemptions.id));
  return rows.map((row) => toRedemption(row, origin));
}

/** One of the member's redemptions; another member's code finds nothing. */
export async function findRedemption(
  db: Executor,
  userId: number,
  code: string,
  origin: string,
): Promise<Redemption | undefined> {
  const [row] = await selectRedemptions(db).where(
    and(eq(rewardRedemptions.user_id, userId), eq(rewardRedemptions.code, code)),
  );
  return row && toRedemption(row, origin);
}
