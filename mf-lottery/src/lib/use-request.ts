import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { ApiError } from '@chokdee/shared-kernel/schemas/api-error';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; data: T };

export type UseRequestResult<T> = RequestState<T> & { retry: () => void };

interface Settled<T> {
  key: string;
  state: RequestState<T>;
}

/**
 * Runs `load(arg)` whenever `arg` changes (or `retry` is called) and reports its state; an
 * `arg` of `null` waits (stays `loading`) without a request.
 * The settled answer is stored with the key it belongs to, so a stale answer reads as
 * `loading` without resetting state inside the effect, and a late answer for an old
 * argument is dropped.
 */
export function useRequest<A extends string, T>(
  load: (arg: A) => Promise<T>,
  arg: A | null,
): UseRequestResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const key = `${attempt}:${arg}`;

  useEffect(() => {
    if (arg === null) return;
    let current = true;
    load(arg).then(
      (data) => current && setSettled({ key, state: { status: 'success', data } }),
      (error: unknown) =>
        current && setSettled({ key, state: { status: 'error', error: toApiError(error) } }),
    );
    return () => {
      current = false;
    };
  }, [load, arg, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: RequestState<T> = settled?.key === key ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
