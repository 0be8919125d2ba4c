import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { signInCodes, type SignInCodeRow } from './auth-tables';

/** Stores a new code (its hash) and forgets the member's codes that ran out. */
export async function insertSignInCode(
  db: Executor,
  values: Omit<SignInCodeRow, 'id' | 'used_at'>,
): Promise<void> {
  await db
    .delete(signInCodes)
    .where(and(eq(signInCodes.user_id, values.user_id), lt(signInCodes.expires_at, values.created_at)));
  await db.insert(signInCodes).values(values);
}

/**
 * Uses a code once, in one conditional statement: its member only if the code exists, has not
 * run out and no other request took it first, so of N exchanges at once exactly one wins.
 */
export async function takeSignInCode(db: Executor, codeHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(signInCodes)
    .set({ used_at: now })
    .where(
      and(eq(signInCodes.code_hash, codeHash), isNull(signInCodes.used_at), gt(signInCodes.expires_at, now)),
    )
    .returning({ user_id: signInCodes.user_id });
  return row?.user_id;
}
