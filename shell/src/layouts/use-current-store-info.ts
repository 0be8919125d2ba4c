import { useEffect, useState } from 'react';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import { useStoreCodeInScope } from '../routing/store-scope';

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
 * The info of the store whose page (or cart and order flow) this is (`useStoreCodeInScope`); null
 * elsewhere, and while loading or when it failed.
 */
export function useCurrentStoreInfo(): StoreInfo | null {
  // Spec §2: "the store is initialised once per storeCode route param" — the route names its parameter.
  const code = useStoreCodeInScope();
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
