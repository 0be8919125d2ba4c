import { fetchStores, type StorePage } from '@chokdee/shared-kernel/api/stores';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import type { StoreListFilter } from '../utils/store-list-filter';

export type { StoreListFilter } from '../utils/store-list-filter';

export const STORES_PER_PAGE = 12;

/** A page of stores as `/dealers` reads it; the server render reads its first page the same way. */
export function loadStores(filter: StoreListFilter): Promise<StorePage> {
  return fetchStores({
    q: filter.q || undefined,
    verified: filter.verifiedOnly ? 'true' : undefined,
    page: filter.page,
    per_page: STORES_PER_PAGE,
  });
}

/** A page of `/dealers`, fetched again whenever the filter changes. */
export function useStoreList(filter: StoreListFilter): UseRequestResult<StorePage> {
  return useRequest(requestKeys.stores.list(filter), () => loadStores(filter));
}
