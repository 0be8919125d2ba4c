import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { StoreInfo } from '@chokdee/shared-kernel/schemas/store';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { useCurrentRoute } from '../app/route-handle';

// One fetch per store code for the whole visit: every page's footer shows the same store.
const cache = new Map<string, Promise<StoreInfo | null>>();

function loadStoreInfo(code: string): Promise<StoreInfo | null> {
  let pending = cache.get(code);
  if (!pending) {
    // The store client comes with the buying modules' chunk: only a visitor inside a store pays for it.
    pending = import('@chokdee/shared-kernel/api/stores')
      .then(({ fetchStore }) => fetchStore(code))
      .catch(() => {
        cache.delete(code); // a failure is tried again on the next page, not remembered
        return null;
      });
    cache.set(code, pending);
  }
  return pending;
}

/**
 * The info of the store the visitor is shopping in: the one whose code is in the URL (the route's
 * `store_param`), else the current store; null when none, loading or failed.
 */
export function useCurrentStoreInfo(): StoreInfo | null {
  const current = useStore($currentStore);
  // Spec §2: "the store is initialised once per storeCode route param" — the route names its parameter.
  const { handle, params } = useCurrentRoute();
  const inPath = handle.storeParam ? params[handle.storeParam] : undefined;
  const code = inPath || current?.code || null;
  const [info, setInfo] = useState<{ code: string; store: StoreInfo | null } | null>(null);

  useEffect(() => {
    if (!code) return;
    let active = true;
    void loadStoreInfo(code).then((store) => {
      if (active) setInfo({ code, store });
    });
    return () => {
      active = false;
    };
  }, [code]);

  return code && info?.code === code ? info.store : null;
}

/** Tests start each case with an empty cache. */
export function forgetStoreInfo(): void {
  cache.clear();
}
