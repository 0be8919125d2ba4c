import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { otpCodes, users } from '#api/auth/auth-tables';

/**
 * Marks a seeded account's phone as verified the way a member's own verification does: a used
 * OTP row (its code one nobody knows) that the account points to. Again on a seeded database,
 * nothing changes.
 */
export async function seedVerifiedPhone(
  db: Executor,
  account: { userId: number; ref: string; tel: string },
  now: Date,
): Promise<void> {
  const [otp] = await db
    .insert(otpCodes)
    .values({
      ref: `seed-${account.ref}`,
      tel: account.tel,
      purpose: 'verify_phone',
      user_id: account.userId,
      code_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      ip: '127.0.0.1',
      created_at: now,
      expires_at: now,
      used_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: otpCodes.id });
  if (otp) await db.update(users).set({ verified_otp_id: otp.id }).where(eq(users.id, account.userId));
}
