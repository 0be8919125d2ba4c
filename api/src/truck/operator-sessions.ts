import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppConfig } from '#api/config';
import type { Executor } from '#api/db/client';
import {
  truckOperators,
  truckOperatorTokens,
  truckStores,
  type TruckOperatorRow,
  type TruckStoreRow,
} from '#api/db/schema/truck';
import { randomToken, sha256Hex } from '#api/lib/secure-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 1000;

/**
 * A new operator token (only its hash is stored), in its own table: a member token is never an
 * operator token and the other way round. Expiry follows the members' (`config.auth`).
 */
export async function issueOperatorToken(
  db: Executor,
  config: AppConfig,
  now: Date,
  operatorId: number,
): Promise<string> {
  const token = randomToken(32);
  await db.insert(truckOperatorTokens).values({
    operator_id: operatorId,
    token_hash: sha256Hex(token),
    created_at: now,
    last_used_at: now,
    expires_at: new Date(now.getTime() + config.auth.tokenAbsoluteDays * DAY_MS),
  });
  return token;
}

export interface OperatorSession {
  tokenId: number;
  operator: TruckOperatorRow;
  truckStore: TruckStoreRow;
}

/** The live token's operator (still active) and their truck store, else undefined. */
export async function resolveOperatorToken(
  db: Executor,
  config: AppConfig,
  now: Date,
  token: string,
): Promise<OperatorSession | undefined> {
  const idleSince = new Date(now.getTime() - config.auth.tokenIdleDays * DAY_MS);
  const [row] = await db
    .select({ token: truckOperatorTokens, operator: truckOperators, truckStore: truckStores })
    .from(truckOperatorTokens)
    .innerJoin(truckOperators, eq(truckOperators.id, truckOperatorTokens.operator_id))
    .innerJoin(truckStores, eq(truckStores.store_id, truckOperators.store_id))
    .where(
      and(
        eq(truckOperatorTokens.token_hash, sha256Hex(token)),
        isNull(truckOperatorTokens.revoked_at),
        gt(truckOperatorTokens.expires_at, now),
        gt(truckOperatorTokens.last_used_at, idleSince),
        eq(truckOperators.is_active, true),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.token.last_used_at.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(truckOperatorTokens)
      .set({ last_used_at: now })
      .where(eq(truckOperatorTokens.id, row.token.id));
  }
  return { tokenId: row.token.id, operator: row.operator, truckStore: row.truckStore };
}

export async function revokeOperatorToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db
    .update(truckOperatorTokens)
    .set({ revoked_at: now })
    .where(and(eq(truckOperatorTokens.id, tokenId), isNull(truckOperatorTokens.revoked_at)));
}
