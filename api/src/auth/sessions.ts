import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '#api/config';
import type { Executor } from '#api/db/client';
import { authTokens, users, type AuthTokenRow, type UserRow } from './auth-tables';
import { createBearerSessions } from './bearer-sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

const buildFindUser = (db: Executor) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_find_token_user');
/** Prepared once per database: read on every cache miss of every member call. */
const findUserStatements = new WeakMap<Executor, ReturnType<typeof buildFindUser>>();

async function findTokenUser(db: Executor, id: number): Promise<UserRow | undefined> {
  let statement = findUserStatements.get(db);
  if (!statement) {
    statement = buildFindUser(db);
    findUserStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

/** Members' and dealers' sessions (`auth_tokens`), as `config.auth` sets them. */
export const memberSessions = createBearerSessions<UserRow>({
  name: 'auth',
  table: authTokens,
  subjectColumn: authTokens.user_id,
  policy: ({ auth }) => ({
    idleMs: auth.tokenIdleDays * DAY_MS,
    absoluteMs: auth.tokenAbsoluteDays * DAY_MS,
    cacheMs: auth.tokenCacheSeconds * 1000,
  }),
  loadSubject: findTokenUser,
});

/** A new opaque bearer token for the member; only its hash is stored. */
export async function issueAuthToken(
  db: Executor,
  config: AppConfig,
  now: Date,
  userId: number,
  strategy: AuthTokenRow['strategy'],
): Promise<string> {
  return (await memberSessions.issue(db, config, now, userId, { strategy })).token;
}
