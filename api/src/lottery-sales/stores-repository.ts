import { SALE_PRICE_TYPES } from '@chokdee/shared-contract/schemas/store';
import type { StoreListQuery } from '@chokdee/shared-contract/schemas/store';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import {
  storeBanners,
  storeSalePrices,
  stores,
  type StoreBannerRow,
  type StoreRow,
  type StoreSalePriceRow,
} from './stores-tables';

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

/** `%`, `_` and `\` typed by a visitor are letters to look for, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * `/dealers`: verified stores first, then open ones, then the oldest; `q` is part of the store's
 * name or code or the dealer's ref, `verified` keeps only (un)verified dealers.
 */
export async function listStores(
  db: Executor,
  query: StoreListQuery,
): Promise<{ rows: StoreWithOwnerRef[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    filters.push(or(ilike(stores.name, pattern), ilike(stores.code, pattern), ilike(users.ref, pattern))!);
  }
  if (query.verified === 'true') filters.push(eq(stores.verify_status, 'approved'));
  if (query.verified === 'false') filters.push(ne(stores.verify_status, 'approved'));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.owner_user_id))
    .where(where);
  const rows = await db
    .select({ store: stores, userRef: users.ref })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.owner_user_id))
    .where(where)
    .orderBy(desc(sql`${stores.verify_status} = 'approved'`), desc(stores.is_open), asc(stores.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The stores' sale prices, each store's in the spec's order: small_set, big_set, last2. */
export async function findSalePrices(
  db: Executor,
  storeIds: readonly number[],
): Promise<Map<number, StoreSalePriceRow[]>> {
  const byStore = new Map<number, StoreSalePriceRow[]>(storeIds.map((id) => [id, []]));
  if (storeIds.length === 0) return byStore;
  const rows = await db
    .select()
    .from(storeSalePrices)
    .where(inArray(storeSalePrices.store_id, [...storeIds]));
  rows.sort((a, b) => SALE_PRICE_TYPES.indexOf(a.type) - SALE_PRICE_TYPES.indexOf(b.type));
  for (const row of rows) byStore.get(row.store_id)?.push(row);
  return byStore;
}

/** A store's banners in display order, active or not (the page shows the active ones). */
export async function findBanners(db: Executor, storeId: number): Promise<StoreBannerRow[]> {
  return db
    .select()
    .from(storeBanners)
    .where(eq(storeBanners.store_id, storeId))
    .orderBy(asc(storeBanners.position), asc(storeBanners.id));
}
