import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { otpCodes, type OtpCodeRow } from '../db/schema/auth';

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

/** Sends to one number since an instant, and the latest of them (for the per-number limits). */
export async function otpSendsToTel(db: Executor, tel: string, since: Date) {
  const rows = await db
    .select({ created_at: otpCodes.created_at })
    .from(otpCodes)
    .where(and(eq(otpCodes.tel, tel), gte(otpCodes.created_at, since)))
    .orderBy(desc(otpCodes.created_at));
  return { count: rows.length, latest: rows[0]?.created_at };
}

export async function otpSendsFromIp(db: Executor, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, ip), gte(otpCodes.created_at, since)));
  return row?.n ?? 0;
}

/** Counts one wrong try, only while under the limit; the new count, or undefined when already locked. */
export async function addOtpAttempt(
  db: Executor,
  id: number,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts)))
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
