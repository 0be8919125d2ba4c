import { useEffect, useEffectEvent, useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import type { ApiError } from '@chokdee/shared-kernel/schemas/api-error';

export type ApiData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: ApiError };

type Settled<T> = { key: string; attempt: number; state: ApiData<T> };

/**
 * One API read for a page or a section: loading, then the data or the spec §8 error. `key` names
 * what is read (e.g. the id); a new key starts a new read and a late answer for the old one is
 * dropped (its request is aborted). `retry` reads the same key again.
 */
export function useApiData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): ApiData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: ApiData<T>) => {
      if (!controller.signal.aborted) setSettled({ key, attempt, state });
    };
    run(controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (e: unknown) => settle({ status: 'error', error: toApiError(e) }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const state: ApiData<T> =
    settled && settled.key === key && settled.attempt === attempt ? settled.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** A page whose thing does not exist: the API says 404 (or 400 for an id or tag it cannot read). */
export function isMissing(state: ApiData<unknown>): boolean {
  return state.status === 'error' && (state.error.status === 404 || state.error.status === 400);
}
