import type { AuthTokenRow, UserRow } from '#api/db/schema/auth';

/**
 * Resolved bearer tokens, kept a few seconds in this process so a member's burst of calls (the
 * cart in the minutes before a draw closes) does not look the same token up on every request.
 * The bench showed the lookup (drizzle building the join, one more round trip) as the largest
 * share of a bare member call.
 *
 * Revocation: logout and password reset go through `revokeAuthToken` / `revokeUserAuthTokens`,
 * which forget the token (or all the member's tokens) here at once, and a change to the member's
 * row (`updateUser`) forgets the member. Another API process learns of it only when its own entry
 * runs out: the TTL (`AUTH_TOKEN_CACHE_SECONDS`, default 5, 0 = off) bounds how long a token revoked
 * elsewhere still works there. Expiry is re-checked against the clock on every hit.
 */
export interface ResolvedToken {
  token: AuthTokenRow;
  user: UserRow;
}

interface Entry {
  found: ResolvedToken;
  /** App-clock ms when it was looked up, and after which it is looked up again. */
  from: number;
  until: number;
}

/** At most this many entries; past it the oldest go first (a Map keeps insertion order). */
const MAX_ENTRIES = 50_000;
const entries = new Map<string, Entry>();

export function cachedToken(tokenHash: string, now: Date): ResolvedToken | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  const at = now.getTime();
  // A clock moved backwards (tests) or forwards past the TTL or the token's own end: look again.
  if (at < entry.from || at >= entry.until || entry.found.token.expires_at.getTime() <= at) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.found;
}

export function rememberToken(tokenHash: string, found: ResolvedToken, now: Date, ttlMs: number): void {
  if (ttlMs <= 0) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(tokenHash, { found, from: now.getTime(), until: now.getTime() + ttlMs });
}

/** Forgets one token (logout) wherever it is cached in this process. */
export function forgetToken(tokenId: number): void {
  for (const [hash, entry] of entries) if (entry.found.token.id === tokenId) entries.delete(hash);
}

/** Forgets every token of the member (password reset, a changed phone number). */
export function forgetUserTokens(userId: number): void {
  for (const [hash, entry] of entries) if (entry.found.user.id === userId) entries.delete(hash);
}
