import { and, eq } from 'drizzle-orm';
import { createBearerSessions } from '#api/auth/bearer-sessions';
import type { Executor } from '#api/db/client';
import {
  truckOperators,
  truckOperatorTokens,
  truckStores,
  type TruckOperatorRow,
  type TruckStoreRow,
} from './truck-tables';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OperatorSession {
  tokenId: number;
  operator: TruckOperatorRow;
  truckStore: TruckStoreRow;
}

/** The operator, while still active, and their truck store. */
async function findActiveOperator(db: Executor, operatorId: number) {
  const [row] = await db
    .select({ operator: truckOperators, truckStore: truckStores })
    .from(truckOperators)
    .innerJoin(truckStores, eq(truckStores.store_id, truckOperators.store_id))
    .where(and(eq(truckOperators.id, operatorId), eq(truckOperators.is_active, true)));
  return row;
}

/**
 * Truck operators' sessions, in their own table: a member token is never an operator token and
 * the other way round.
 */
export const operatorSessions = createBearerSessions({
  name: 'truck_operator',
  table: truckOperatorTokens,
  subjectColumn: truckOperatorTokens.operator_id,
  policy: ({ auth }) => ({
    idleMs: auth.operatorTokenIdleDays * DAY_MS,
    absoluteMs: auth.operatorTokenAbsoluteDays * DAY_MS,
    cacheMs: auth.tokenCacheSeconds * 1000,
  }),
  loadSubject: findActiveOperator,
});
