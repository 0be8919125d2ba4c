import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { RequestKey } from '../api/request-keys';
import {
  reloadRequest,
  replaceRequest,
  requestState,
  watchRequest,
  type RequestLoad,
  type RequestState,
} from '../api/request-cache';
import { listenOutsideCommit } from '../runtime/outside-commit';

export type { RequestLoad, RequestState } from '../api/request-cache';

export type UseRequestResult<T> = RequestState<T> & {
  /** Reads the same key again (what is shown stays until the answer, unless it was an error). */
  retry: () => void;
  /** Replaces the data in place, wherever the key is shown (after a save answered the new value). */
  replace: (data: T) => void;
};

const LOADING: RequestState<never> = { status: 'loading' };
const idle = () => () => undefined;

/**
 * One API read for a page or a section: loading, then the data or the spec §8 error. `key` (from
 * `requestKeys`) names what is read; a `null` key waits without a request. The answer lives in the
 * kernel's shared cache: every component and store showing the same key, in any app, shows one
 * answer, and `invalidate` after an action reads it again for all of them. A new key aborts the
 * read of the one before if nothing else shows it, and a late answer for it is dropped.
 */
export function useRequest<T>(key: RequestKey | null, load: RequestLoad<T>): UseRequestResult<T> {
  // The latest `load` without making it a dependency: the key says when the answer changes.
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const subscribe = useCallback(
    (changed: () => void) =>
      key === null
        ? idle()
        : listenOutsideCommit(
            (heard) => watchRequest(key, (signal) => latest.current(signal), heard),
            changed,
          ),
    [key],
  );
  const snapshot = useCallback(() => (key === null ? LOADING : requestState<T>(key)), [key]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);

  const retry = useCallback(() => {
    if (key !== null) reloadRequest(key);
  }, [key]);
  const replace = useCallback(
    (data: T) => {
      if (key !== null) replaceRequest(key, data);
    },
    [key],
  );
  return { ...state, retry, replace };
}

/** A page whose thing does not exist: the API says 404 (or 400 for an id or tag it cannot read). */
export function isMissing(state: RequestState<unknown>): boolean {
  return state.status === 'error' && (state.error.status === 404 || state.error.status === 400);
}
