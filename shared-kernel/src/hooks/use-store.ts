import { useStore as useNanoStore } from '@nanostores/react';
import type { Store, StoreValue } from 'nanostores';
import { listenOutsideCommit } from '../runtime/outside-commit';

/**
 * `useStore` of @nanostores/react, but a store's change reaches React outside the commit in
 * progress (`listenOutsideCommit`), whoever wrote the store and from where.
 *
 * Why: the shell and every remote are separate React roots reading the same stores. A store
 * written while React commits one root (an effect, a ref callback, a router listener) re-rendered
 * the roots reading it underneath that commit; when one of them was the root being committed,
 * React threw "Cannot commit the same tree as before" (minified #177) and the page went blank.
 */
export function useStore<S extends Store>(
  store: S,
  options?: Parameters<typeof useNanoStore>[1],
): StoreValue<S> {
  return useNanoStore(notifiedOutsideCommit(store), options) as StoreValue<S>;
}

const wrappers = new WeakMap<Store, Store>();

/** The same store whose `listen` notifies outside the commit (one wrapper a store: React's deps). */
export function notifiedOutsideCommit<S extends Store>(store: S): S {
  let wrapped = wrappers.get(store);
  if (!wrapped) {
    wrapped = new Proxy(store, {
      get(target, key, receiver) {
        if (key !== 'listen') return Reflect.get(target, key, receiver);
        return (listener: (...args: unknown[]) => void) =>
          listenOutsideCommit((heard) => target.listen(heard), listener);
      },
    });
    wrappers.set(store, wrapped);
  }
  return wrapped as S;
}
