import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import { useStoreCodeInScope } from '../routing/store-scope';

// The store client comes with the buying modules' chunk: only a visitor inside a store pays for it.
const loadStoreInfo = (code: string) => () =>
  import('@chokdee/shared-kernel/api/stores').then(({ fetchStore }) => fetchStore(code));

/**
 * The info of the store whose page (or cart and order flow) this is (`useStoreCodeInScope`); null
 * elsewhere, and while loading or when it failed. It is the request cache's entry of the store
 * page itself when this is the current store (the page reads it by its dealer's reference): one
 * read, already answered when the page came rendered from the server, not a second one by code.
 */
export function useCurrentStoreInfo(): StoreInfo | null {
  // Spec §2: "the store is initialised once per storeCode route param" — the route names its parameter.
  const code = useStoreCodeInScope();
  const current = useStore($currentStore);
  const asked = code && current?.code === code ? current.userRef : code;
  const info = useRequest(asked ? requestKeys.stores.info(asked) : null, loadStoreInfo(asked ?? ''));
  return info.status === 'success' ? info.data : null;
}
