import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { oauthStates, type OAuthStateRow } from './auth-tables';

export async function insertOAuthState(
  db: Executor,
  values: Omit<OAuthStateRow, 'id' | 'used_at' | 'provider'>,
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/**
 * Uses a state or link record once: the row only if it exists, is of that kind, has not expired
 * and no other request took it first.
 */
export async function takeOAuthState(
  db: Executor,
  kind: OAuthStateRow['kind'],
  keyHash: string,
  now: Date,
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ used_at: now })
    .where(
      and(
        eq(oauthStates.key_hash, keyHash),
        eq(oauthStates.kind, kind),
        isNull(oauthStates.used_at),
        gt(oauthStates.expires_at, now),
      ),
    )
    .returning();
  return row;
}
