import { eq, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/auth';
import { stores, type StoreRow } from '../db/schema/stores';

export interface StoreWithOwnerRef {
  store: StoreRow;
  /** The dealer's public ref: `/dealers/{userRef}`, x-user-ref. */
  userRef: string;
}

/**
 * The store a request names: by its store code (x-store-code, older `/{storeCode}` paths) or by its
 * dealer's ref (x-user-ref, `/dealers/{userRef}`). The two never collide: refs and codes are
 * made by different rules, and a code is tried first.
 */
export async function findStoreByCodeOrRef(
  db: Executor,
  codeOrRef: string,
): Promise<StoreWithOwnerRef | undefined> {
  const rows = await db
    .select({ store: stores, userRef: users.ref })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.owner_user_id))
    .where(or(eq(stores.code, codeOrRef), eq(users.ref, codeOrRef)))
    .limit(2);
  return rows.find((row) => row.store.code === codeOrRef) ?? rows[0];
}
