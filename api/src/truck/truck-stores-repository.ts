import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { truckStores, type TruckStoreRow } from './truck-tables';

/** How a walk-in sale's order names its buyer until a member claims it. */
export const WALK_IN_NAME = 'ลูกค้าหน้ารถ';
/** The scope of the placeholder user that owns unclaimed truck sales. */
export const WALK_IN_SCOPE = 'truck_walk_in';

/**
 * Makes a store a truck store (idempotent): its walk-in user (no phone, no password, no LINE id,
 * so nobody can log in as it) and the flag whether operators may log out themselves.
 */
export async function ensureTruckStore(
  db: Executor,
  storeId: number,
  options: { operatorsCanLogout?: boolean; now: Date },
): Promise<TruckStoreRow> {
  const [existing] = await db.select().from(truckStores).where(eq(truckStores.store_id, storeId));
  if (existing) return existing;
  const [walkIn] = await db
    .insert(users)
    .values({
      ref: randomUUID(),
      name: WALK_IN_NAME,
      login_provider: 'local',
      scope: [WALK_IN_SCOPE],
      created_at: options.now,
      updated_at: options.now,
    })
    .returning({ id: users.id });
  const [row] = await db
    .insert(truckStores)
    .values({
      store_id: storeId,
      walk_in_user_id: walkIn!.id,
      operators_can_logout: options.operatorsCanLogout ?? true,
      created_at: options.now,
      updated_at: options.now,
    })
    .returning();
  return row!;
}
