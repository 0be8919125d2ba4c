import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { otpCodes, type OtpCodeRow } from './auth-tables';

export async function insertOtpCode(
  db: Executor,
  values: Omit<OtpCodeRow, 'id' | 'attempts' | 'used_at'>,
): Promise<OtpCodeRow> {
  const [row] = await db.insert(otpCodes).values(values).returning();
  if (!row) throw new Error('insert otp_codes returned no row');
  return row;
}

export async function findOtpCodeByRef(db: Executor, ref: string): Promise<OtpCodeRow | undefined> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.ref, ref));
  return row;
}

/**
 * Counts one try of the code before it is compared, in one conditional statement: only a live code
 * (unused, not expired at `now`) under `maxAttempts` tries gets the try, so of N guesses at once at
 * most `maxAttempts` are ever compared. The new count, or undefined when the code takes no more.
 */
export async function takeOtpTry(
  db: Executor,
  id: number,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        lt(otpCodes.attempts, maxAttempts),
        isNull(otpCodes.used_at),
        gt(otpCodes.expires_at, now),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
}

/** Marks the code used; false if another request used it first (single use, even under races). */
export async function consumeOtpCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ used_at: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.used_at)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
