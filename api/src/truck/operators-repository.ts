import type {
  DealerTruckOperator,
  DealerTruckSettings,
  TruckOperatorCreateBody,
  TruckOperatorSales,
  TruckOperatorUpdateBody,
} from '@chokdee/shared-contract/schemas/truck';
import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { truckOperators, truckStores, type TruckOperatorRow } from './truck-tables';
import { hashPassword } from '#api/auth/password';
import { isUniqueViolation } from '#api/auth/users-repository';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import { NO_SALES, salesByOperator } from './operator-draw-sales';
import { operatorSessions } from './operator-sessions';
import { ensureTruckStore } from './truck-stores-repository';

function toDealerOperator(row: TruckOperatorRow): DealerTruckOperator {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    is_active: row.is_active,
    created_at: toBangkokIso(row.created_at),
  };
}

/**
 * The store's flag and its operators, each with their sales in the draw on sale now (a store
 * without a truck yet: the defaults, nobody).
 */
export async function loadDealerTruck(
  db: Executor,
  storeId: number,
  now: Date,
): Promise<DealerTruckSettings> {
  const [[truckStore], operators, draw] = await Promise.all([
    db.select().from(truckStores).where(eq(truckStores.store_id, storeId)),
    db
      .select()
      .from(truckOperators)
      .where(eq(truckOperators.store_id, storeId))
      .orderBy(asc(truckOperators.id)),
    findCurrentDraw(db, now),
  ]);
  const sales = draw ? await salesByOperator(db, storeId, draw.id) : new Map<number, TruckOperatorSales>();
  return {
    operators_can_logout: truckStore?.operators_can_logout ?? true,
    draw_date: draw?.draw_date ?? null,
    operators: operators.map((row) => ({
      ...toDealerOperator(row),
      current_draw_sales: sales.get(row.id) ?? NO_SALES,
    })),
  };
}

export async function setOperatorsCanLogout(db: Database, storeId: number, allowed: boolean, now: Date) {
  await db.transaction(async (tx) => {
    await ensureTruckStore(tx, storeId, { operatorsCanLogout: allowed, now });
    await tx
      .update(truckStores)
      .set({ operators_can_logout: allowed, updated_at: now })
      .where(eq(truckStores.store_id, storeId));
  });
}

/** A new operator of the dealer's store (the store becomes a truck store if it was not). */
export async function createOperator(
  db: Database,
  storeId: number,
  body: TruckOperatorCreateBody,
  now: Date,
): Promise<DealerTruckOperator> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      await ensureTruckStore(tx, storeId, { now });
      const [row] = await tx
        .insert(truckOperators)
        .values({
          store_id: storeId,
          username: body.username,
          name: body.name,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returning();
      return toDealerOperator(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(422, TRUCK_MESSAGES.usernameTaken, [
        { field: 'username', message: TRUCK_MESSAGES.usernameTaken },
      ]);
    throw error;
  }
}

/**
 * Renames, sets a new password or (de)activates one of the store's operators. A new password or
 * deactivation ends every session of the operator at once.
 */
export async function updateOperator(
  db: Database,
  storeId: number,
  operatorId: number,
  body: TruckOperatorUpdateBody,
  now: Date,
): Promise<DealerTruckOperator> {
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(truckOperators)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.is_active === undefined ? {} : { is_active: body.is_active }),
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
        updated_at: now,
      })
      .where(and(eq(truckOperators.id, operatorId), eq(truckOperators.store_id, storeId)))
      .returning();
    if (!row) throw new HttpError(404, TRUCK_MESSAGES.operatorNotFound);
    if (passwordHash !== undefined || body.is_active === false) {
      await operatorSessions.revokeAllFor(tx, operatorId, now);
    } else {
      // A cached session carries the operator's row (their name on /me): read it again.
      operatorSessions.forgetSubject(operatorId);
    }
    return toDealerOperator(row);
  });
}
