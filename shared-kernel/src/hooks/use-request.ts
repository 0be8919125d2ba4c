import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { toApiError } from '../api/api-request-error';
import type { ApiError } from '../schemas/api-error';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; data: T };

export type UseRequestResult<T> = RequestState<T> & {
  /** Reads the same key again. */
  retry: () => void;
  /** Replaces the data in place (after a save answered the new value). */
  replace: (data: T) => void;
};

type Settled<T> = { key: string; attempt: number; state: RequestState<T> };

/**
 * One API read for a page or a section: loading, then the data or the spec §8 error. `key` names
 * what is read (an id, a page, a filter); a `null` key waits without a request. A new key (or
 * `retry`) starts a new read and aborts the one before, whose late answer is dropped.
 */
export function useRequest<T, K extends string = string>(
  key: K | null,
  load: (key: K, signal: AbortSignal) => Promise<T>,
): UseRequestResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest `load` without making it a dependency: the key says when the answer changes.
  const run = useEffectEvent((current: K, signal: AbortSignal) => load(current, signal));

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (state: RequestState<T>) => {
      if (!controller.signal.aborted) setSettled({ key, attempt, state });
    };
    run(key, controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error: toApiError(error) }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => {
      if (key !== null) setSettled({ key, attempt, state: { status: 'success', data } });
    },
    [key, attempt],
  );
  const state: RequestState<T> =
    settled && settled.key === key && settled.attempt === attempt ? settled.state : { status: 'loading' };
  return { ...state, retry, replace };
}

/** A page whose thing does not exist: the API says 404 (or 400 for an id or tag it cannot read). */
export function isMissing(state: RequestState<unknown>): boolean {
  return state.status === 'error' && (state.error.status === 404 || state.error.status === 400);
}
