import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { authTokens, users, type AuthTokenRow, type UserRow } from '#api/db/schema/auth';
import { forgetToken, forgetUserTokens } from './token-cache';

export async function insertAuthToken(
  db: Executor,
  values: Pick<
    AuthTokenRow,
    'user_id' | 'token_hash' | 'strategy' | 'created_at' | 'last_used_at' | 'expires_at'
  >,
): Promise<AuthTokenRow> {
  const [row] = await db.insert(authTokens).values(values).returning();
  if (!row) throw new Error('insert auth_tokens returned no row');
  return row;
}

function buildFindLiveToken(db: Executor) {
  return db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, sql.placeholder('tokenHash')),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql.placeholder('now')),
        gt(authTokens.last_used_at, sql.placeholder('idleSince')),
      ),
    )
    .prepare('auth_find_live_token');
}

/**
 * Built once per database (drizzle's `prepare`: a named statement with placeholders), not on every
 * cache miss: building the select was most of the API's drizzle time under the order bench, where
 * each member's token is looked up again every AUTH_TOKEN_CACHE_SECONDS in each process.
 */
const findLiveTokenStatements = new WeakMap<Executor, ReturnType<typeof buildFindLiveToken>>();

/** The token and its member, if it is neither revoked nor past its absolute or idle expiry. */
export async function findLiveToken(
  db: Executor,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<{ token: AuthTokenRow; user: UserRow } | undefined> {
  let statement = findLiveTokenStatements.get(db);
  if (!statement) {
    statement = buildFindLiveToken(db);
    findLiveTokenStatements.set(db, statement);
  }
  // Instants as ISO text, as the statement built with values would have sent them.
  const [row] = await statement.execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: idleSince.toISOString(),
  });
  return row;
}

export async function touchAuthToken(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ last_used_at: now }).where(eq(authTokens.id, id));
}

export async function revokeAuthToken(db: Executor, id: number, now: Date): Promise<void> {
  forgetToken(id);
  await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revoked_at)));
}

/** Ends every session of the member (password reset). */
export async function revokeUserAuthTokens(db: Executor, userId: number, now: Date): Promise<number> {
  forgetUserTokens(userId);
  const rows = await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)))
    .returning({ id: authTokens.id });
  return rows.length;
}
