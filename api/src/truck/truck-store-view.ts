import type { TruckSessionInfo } from '@chokdee/shared-contract/schemas/truck';
import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { isStoreOpen } from '#api/lottery-sales/store-view';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import type { OperatorSession } from './operator-sessions';

/** The operator and their store as the POS keeps them (login and `/dealers/me`). */
export async function loadSessionInfo(
  db: Executor,
  session: OperatorSession,
  now: Date,
): Promise<TruckSessionInfo> {
  const [[found], draw] = await Promise.all([
    db
      .select({ store: stores, userRef: users.ref })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.owner_user_id))
      .where(eq(stores.id, session.truckStore.store_id)),
    findCurrentDraw(db, now),
  ]);
  if (!found) throw new Error(`truck store ${session.truckStore.store_id} has no store row`);
  const { operator, truckStore } = session;
  return {
    operator: { id: operator.id, username: operator.username, name: operator.name },
    store: {
      code: found.store.code,
      name: found.store.name,
      user_code: found.userRef,
      operators_can_logout: truckStore.operators_can_logout,
      promptpay_id: found.store.promptpay_id,
      draw_date: draw?.draw_date ?? null,
      is_store_open: isStoreOpen(found.store, draw, now),
    },
  };
}
