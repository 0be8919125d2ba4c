/**
 * Verified bearer sessions, kept a few seconds in this process so a burst of calls (a member's
 * cart in the minutes before a draw closes, a truck selling at a stall) does not look the same
 * token up on every request: the lookup was the largest share of a bare member call on the bench.
 *
 * Revocation: logout and password reset forget the token (or all the subject's tokens) here at
 * once, and a change to a member's row forgets the member. Another API process learns of it only
 * when its own entry runs out: the TTL (`AUTH_TOKEN_CACHE_SECONDS`, default 5, 0 = off) bounds how
 * long a token revoked elsewhere still works there. An entry never outlives the session's own
 * absolute or idle end.
 */
export interface CachedSession {
  tokenId: number;
  subjectId: number;
}

interface Entry<S extends CachedSession> {
  session: S;
  /** App-clock ms when it was looked up, and after which it is looked up again. */
  from: number;
  until: number;
}

/** At most this many entries per kind; past it the oldest go first (a Map keeps insertion order). */
const MAX_ENTRIES = 50_000;

export interface SessionCache<S extends CachedSession> {
  get(tokenHash: string, now: Date): S | undefined;
  /** Keeps `session` until `ttlMs` from now or `endsAt`, whichever comes first. */
  remember(tokenHash: string, session: S, now: Date, ttlMs: number, endsAt: Date): void;
  forgetToken(tokenId: number): void;
  forgetSubject(subjectId: number): void;
}

export function createSessionCache<S extends CachedSession>(): SessionCache<S> {
  const entries = new Map<string, Entry<S>>();
  const forgetWhere = (test: (session: S) => boolean) => {
    for (const [hash, entry] of entries) if (test(entry.session)) entries.delete(hash);
  };
  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const at = now.getTime();
      // A clock moved backwards (tests) or forwards past the TTL or the session's end: look again.
      if (at < entry.from || at >= entry.until) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    remember(tokenHash, session, now, ttlMs, endsAt) {
      const until = Math.min(now.getTime() + ttlMs, endsAt.getTime());
      if (until <= now.getTime()) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { session, from: now.getTime(), until });
    },
    forgetToken: (tokenId) => forgetWhere((session) => session.tokenId === tokenId),
    forgetSubject: (subjectId) => forgetWhere((session) => session.subjectId === subjectId),
  };
}
