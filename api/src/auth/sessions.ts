import type { AppConfig } from '#api/config';
import type { Executor } from '#api/db/client';
import type { AuthTokenRow, UserRow } from '#api/db/schema/auth';
import { findLiveToken, insertAuthToken, touchAuthToken } from './auth-tokens-repository';
import { randomToken, sha256Hex } from '#api/lib/secure-token';
import { cachedToken, rememberToken } from './token-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Recording every request's use would write on every read; a minute is precise enough for a 30-day idle expiry. */
const TOUCH_AFTER_MS = 60 * 1000;

/** A new opaque bearer token for the member; only its hash is stored. */
export async function issueAuthToken(
  db: Executor,
  config: AppConfig,
  now: Date,
  userId: number,
  strategy: AuthTokenRow['strategy'],
): Promise<string> {
  const token = randomToken(32);
  await insertAuthToken(db, {
    user_id: userId,
    token_hash: sha256Hex(token),
    strategy,
    created_at: now,
    last_used_at: now,
    expires_at: new Date(now.getTime() + config.auth.tokenAbsoluteDays * DAY_MS),
  });
  return token;
}

/**
 * The live token and its member, or undefined for an unknown, revoked or expired one. A token
 * found live is remembered for `config.auth.tokenCacheSeconds` in this process (`token-cache.ts`:
 * logout and password reset forget it at once; other processes within that TTL).
 */
export async function resolveAuthToken(
  db: Executor,
  config: AppConfig,
  now: Date,
  token: string,
): Promise<{ token: AuthTokenRow; user: UserRow } | undefined> {
  const hash = sha256Hex(token);
  const cached = cachedToken(hash, now);
  if (cached) return cached;
  const idleSince = new Date(now.getTime() - config.auth.tokenIdleDays * DAY_MS);
  const found = await findLiveToken(db, hash, now, idleSince);
  if (!found) return undefined;
  if (now.getTime() - found.token.last_used_at.getTime() > TOUCH_AFTER_MS) {
    await touchAuthToken(db, found.token.id, now);
  }
  rememberToken(hash, found, now, config.auth.tokenCacheSeconds * 1000);
  return found;
}

/** `Authorization: Bearer <token>` → the token, else undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header ?? '');
  return match?.[1];
}
