import { and, eq, type SQL } from 'drizzle-orm';
import { stores, type StoreRow } from './stores-tables';

/**
 * A store the public may find (the sitemap lists it, its page head is indexed): verified by staff
 * and open by its dealer's switch. One rule, as SQL for lists and as a test for one loaded row.
 */
export const publicStoreWhere = (): SQL =>
  and(eq(stores.verify_status, 'approved'), eq(stores.is_open, true))!;

export const isPublicStore = (store: Pick<StoreRow, 'verify_status' | 'is_open'>): boolean =>
  store.verify_status === 'approved' && store.is_open;
