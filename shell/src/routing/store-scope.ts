import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $currentStore, type CurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { useCurrentRoute, type RouteHandle } from './route-handle';

/**
 * Which store's footer and pixels belong on a page: the store in its path (`store_param`), the
 * dealer whose page it is (`user_ref_param`, once that store page has made it current), or the
 * current store on the pages of the flow that starts in a store (`store_flow`). Anywhere else none:
 * a dealer must not follow the member to the profile, the amulet shop or the prayer pages.
 */
export function storeCodeInScope(
  handle: RouteHandle,
  params: Readonly<Record<string, string | undefined>>,
  current: CurrentStore | null,
): string | null {
  if (handle.storeParam) return params[handle.storeParam] || null;
  if (handle.userRefParam) {
    const userRef = params[handle.userRefParam];
    return current && userRef && current.userRef === userRef ? current.code : null;
  }
  return handle.storeFlow ? (current?.code ?? null) : null;
}

/** The store code in scope on the page shown now (see `storeCodeInScope`), or null. */
export function useStoreCodeInScope(): string | null {
  const current = useStore($currentStore);
  const { handle, params } = useCurrentRoute();
  return storeCodeInScope(handle, params, current);
}
