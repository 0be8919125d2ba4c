import { WELCOME_POINTS, type PointsBalance } from '@chokdee/shared-contract/schemas/points';
import { eq, sql, sum } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { pointBalances, pointTransactions } from './rewards-tables';
import { queryRows } from '#api/lottery-sales/cart-sql';

/**
 * Gives a member the welcome points once, and only once their identity is proved: a local member
 * after verifying the phone with an OTP, a LINE member from the start (spec §6: LINE members
 * verify no phone). The condition is part of the INSERT, so no caller, however early or however
 * many at once, can welcome a member whose phone is unverified; the ledger's partial unique index
 * makes a second grant a no-op. The verification calls it, and so may the balance read (a member
 * who verified before this existed). Returns true when this call granted them.
 */
export function grantWelcomePoints(db: Database, userId: number, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const granted = await queryRows<{ id: number }>(
      tx,
      sql`
        INSERT INTO point_transactions (user_id, kind, amount, created_at)
        SELECT id, 'welcome', ${WELCOME_POINTS}, ${now.toISOString()}::timestamptz FROM users
        WHERE id = ${userId} AND (login_provider = 'line' OR verified_otp_id IS NOT NULL)
        ON CONFLICT (user_id) WHERE kind = 'welcome' DO NOTHING
        RETURNING id`,
    );
    if (granted.length === 0) return false;
    await creditBalance(tx, userId, WELCOME_POINTS, now);
    return true;
  });
}

/** Adds points by hand (an `adjustment` line in the ledger and the balance, together). */
export function creditPoints(
  db: Database,
  userId: number,
  amount: number,
  now: Date = new Date(),
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .insert(pointTransactions)
      .values({ user_id: userId, kind: 'adjustment', amount, created_at: now });
    await creditBalance(tx, userId, amount, now);
  });
}

async function creditBalance(db: Executor, userId: number, amount: number, now: Date): Promise<void> {
  await db
    .insert(pointBalances)
    .values({ user_id: userId, balance: amount, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: pointBalances.user_id,
      set: { balance: sql`${pointBalances.balance} + ${amount}`, updated_at: now },
    });
}

/** The balance row, or undefined for a member never welcomed yet. */
export async function findPointsBalance(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(eq(pointBalances.user_id, userId));
  return row?.balance;
}

/**
 * The member's balance, and the welcome points still waiting for their phone. A verified member
 * not welcomed yet (verified before welcome points waited for it) is welcomed here.
 */
export async function getPointsBalance(db: Database, userId: number, now: Date): Promise<PointsBalance> {
  const [read] = await queryRows<{ balance: number | null; welcomed: boolean }>(
    db,
    sql`
      SELECT (SELECT balance FROM point_balances WHERE user_id = ${userId}) AS balance,
        EXISTS (SELECT 1 FROM point_transactions WHERE user_id = ${userId} AND kind = 'welcome') AS welcomed`,
  );
  if (read?.welcomed) return { balance: read.balance ?? 0, pending_welcome_points: 0 };
  if (await grantWelcomePoints(db, userId, now)) {
    return { balance: (await findPointsBalance(db, userId)) ?? 0, pending_welcome_points: 0 };
  }
  return { balance: read?.balance ?? 0, pending_welcome_points: WELCOME_POINTS };
}

/**
 * Takes `amount` points if the member has them, in one conditional UPDATE: parallel spends wait
 * on the row lock and re-check, so the balance never goes below zero. False when short.
 */
export async function spendPoints(db: Executor, userId: number, amount: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(pointBalances)
    .set({ balance: sql`${pointBalances.balance} - ${amount}`, updated_at: now })
    .where(sql`${pointBalances.user_id} = ${userId} and ${pointBalances.balance} >= ${amount}`)
    .returning({ balance: pointBalances.balance });
  return rows.length > 0;
}

/** The ledger's total; equals the balance row (tests check the two agree). */
export async function sumPointTransactions(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointTransactions.amount).mapWith(Number) })
    .from(pointTransactions)
    .where(eq(pointTransactions.user_id, userId));
  return row?.total ?? 0;
}
