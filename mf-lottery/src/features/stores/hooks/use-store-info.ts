import { fetchStore } from '@chokdee/shared-kernel/api/stores';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';

function loadStore(code: string): Promise<StoreInfo> {
  return fetchStore(code);
}

/** The store named by a store code or its dealer's reference; `null` waits. */
export function useStoreInfo(code: string | null): UseRequestResult<StoreInfo> {
  return useRequest(code === null ? null : requestKeys.stores.info(code), () => loadStore(code ?? ''));
}
