import { WELCOME_POINTS } from '@chokdee/shared-kernel/schemas/points';
import { eq, sql, sum } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { pointBalances, pointTransactions } from '#api/db/schema/members-data';

/**
 * Gives a new member the welcome points once: the ledger's partial unique index makes a second
 * grant a no-op, so registration may call it and the first balance read may call it again.
 * Returns true when this call granted them.
 */
export function grantWelcomePoints(db: Database, userId: number, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const granted = await tx
      .insert(pointTransactions)
      .values({ user_id: userId, kind: 'welcome', amount: WELCOME_POINTS, created_at: now })
      .onConflictDoNothing({ target: pointTransactions.user_id, where: sql`kind = 'welcome'` })
      .returning({ id: pointTransactions.id });
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

/** The member's balance; a member without one yet (registered before points existed) is welcomed first. */
export async function getPointsBalance(db: Database, userId: number, now: Date): Promise<number> {
  const balance = await findPointsBalance(db, userId);
  if (balance !== undefined) return balance;
  await grantWelcomePoints(db, userId, now);
  return (await findPointsBalance(db, userId)) ?? 0;
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
