import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppConfig } from '#api/config';
import type { Executor } from '#api/db/client';
import { randomToken, sha256Hex } from '#api/lib/secure-token';
import { createSessionCache } from './session-cache';

/** The columns every bearer-token table has, whatever it calls the token's owner. */
export type BearerTokenTable = PgTable & {
  id: PgColumn;
  token_hash: PgColumn;
  created_at: PgColumn;
  last_used_at: PgColumn;
  expires_at: PgColumn;
  revoked_at: PgColumn;
};

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after it began, whatever the use. */
  absoluteMs: number;
  /** How long a verified session is believed in this process without a lookup; 0 = never. */
  cacheMs: number;
}

/** One kind of account's sessions: its own token table, owner and policy. */
export interface BearerSessionKind<S> {
  /** Names this kind's prepared statement, so it must differ between kinds. */
  name: string;
  table: BearerTokenTable;
  /** The token's owner column (`user_id`, `operator_id`, `staff_id`). */
  subjectColumn: PgColumn;
  policy(config: AppConfig): SessionPolicy;
  /** The owner, or undefined when they may no longer use a session (an operator made inactive). */
  loadSubject(db: Executor, subjectId: number): Promise<S | undefined>;
}

export interface BearerSession<S> {
  tokenId: number;
  subjectId: number;
  subject: S;
  expiresAt: Date;
}

export interface IssuedToken {
  /** The opaque bearer token: handed out once, only its sha256 is stored. */
  token: string;
  /** The absolute end; idle expiry may end it sooner. */
  expiresAt: Date;
}

interface LiveTokenRow {
  id: number;
  subjectId: number;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** Recording every request's use would write on every read; a minute is precise enough for idle limits of an hour and more. */
const TOUCH_AFTER_MS = 60 * 1000;

export type BearerSessions<S> = ReturnType<typeof createBearerSessions<S>>;

/**
 * Issue, verify, revoke for one kind of account. Every kind gets the same rules: a token is live
 * while unrevoked, younger than `absoluteMs` and used within `idleMs`; a verified session is cached
 * in this process for `cacheMs` (`session-cache.ts`) and forgotten there at once when revoked.
 */
export function createBearerSessions<S>(kind: BearerSessionKind<S>) {
  const { table } = kind;
  // The owner column's key in insert values (`user_id`), found once.
  const subjectKey = Object.entries(getTableColumns(table)).find(([, c]) => c === kind.subjectColumn)?.[0];
  if (!subjectKey) throw new Error(`${kind.name}: the subject column is not a column of its table`);
  const cache = createSessionCache<BearerSession<S>>();

  const buildFindLive = (db: Executor) =>
    db
      .select({
        id: table.id,
        subjectId: kind.subjectColumn,
        lastUsedAt: table.last_used_at,
        expiresAt: table.expires_at,
      })
      .from(table)
      .where(
        and(
          eq(table.token_hash, sql.placeholder('tokenHash')),
          isNull(table.revoked_at),
          gt(table.expires_at, sql.placeholder('now')),
          gt(table.last_used_at, sql.placeholder('idleSince')),
        ),
      )
      .prepare(`${kind.name}_find_live_token`);
  /**
   * Built once per database (drizzle's `prepare`: a named statement with placeholders), not on
   * every cache miss: building the select was most of the API's drizzle time under the order bench.
   */
  const findLiveStatements = new WeakMap<Executor, ReturnType<typeof buildFindLive>>();

  async function findLive(db: Executor, tokenHash: string, now: Date, idleSince: Date) {
    let statement = findLiveStatements.get(db);
    if (!statement) {
      statement = buildFindLive(db);
      findLiveStatements.set(db, statement);
    }
    // Instants as ISO text, as the statement built with values would have sent them.
    const [row] = await statement.execute({
      tokenHash,
      now: now.toISOString(),
      idleSince: idleSince.toISOString(),
    });
    return row as LiveTokenRow | undefined;
  }

  return {
    /** A new token for the subject; `values` fills the kind's own columns (a member's strategy). */
    async issue(
      db: Executor,
      config: AppConfig,
      now: Date,
      subjectId: number,
      values: Record<string, unknown> = {},
    ): Promise<IssuedToken> {
      const token = randomToken(32);
      const expiresAt = new Date(now.getTime() + kind.policy(config).absoluteMs);
      await db.insert(table).values({
        ...values,
        [subjectKey]: subjectId,
        token_hash: sha256Hex(token),
        created_at: now,
        last_used_at: now,
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    /** The live session behind the token, else undefined (unknown, revoked, expired, owner refused). */
    async verify(
      db: Executor,
      config: AppConfig,
      now: Date,
      token: string,
    ): Promise<BearerSession<S> | undefined> {
      const policy = kind.policy(config);
      const tokenHash = sha256Hex(token);
      const cached = cache.get(tokenHash, now);
      if (cached) return cached;
      const found = await findLive(db, tokenHash, now, new Date(now.getTime() - policy.idleMs));
      if (!found) return undefined;
      const subject = await kind.loadSubject(db, found.subjectId);
      if (subject === undefined) return undefined;
      let lastUsedAt = found.lastUsedAt;
      if (now.getTime() - lastUsedAt.getTime() > Math.min(TOUCH_AFTER_MS, policy.idleMs / 10)) {
        await db.update(table).set({ last_used_at: now }).where(eq(table.id, found.id));
        lastUsedAt = now;
      }
      const session = { tokenId: found.id, subjectId: found.subjectId, subject, expiresAt: found.expiresAt };
      const idleEnd = new Date(lastUsedAt.getTime() + policy.idleMs);
      cache.remember(
        tokenHash,
        session,
        now,
        policy.cacheMs,
        idleEnd < found.expiresAt ? idleEnd : found.expiresAt,
      );
      return session;
    },

    /** Ends one session (logout). */
    async revoke(db: Executor, tokenId: number, now: Date): Promise<void> {
      cache.forgetToken(tokenId);
      await db
        .update(table)
        .set({ revoked_at: now })
        .where(and(eq(table.id, tokenId), isNull(table.revoked_at)));
    },

    /** Ends every session of the subject (a password reset); answers how many were live. */
    async revokeAllFor(db: Executor, subjectId: number, now: Date): Promise<number> {
      cache.forgetSubject(subjectId);
      const rows = await db
        .update(table)
        .set({ revoked_at: now })
        .where(and(eq(kind.subjectColumn, subjectId), isNull(table.revoked_at)))
        .returning({ id: table.id });
      return rows.length;
    },

    /** The subject's row changed: sessions cached in this process read it again. */
    forgetSubject(subjectId: number): void {
      cache.forgetSubject(subjectId);
    },
  };
}
