import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { ApiError } from '@chokdee/shared-kernel/schemas/api-error';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; data: T };

export type UseLoadResult<T> = LoadState<T> & {
  reload: () => void;
  /** Replaces the loaded data in place (after a save answered the new value). */
  replace: (data: T) => void;
};

interface Settled<T> {
  key: string;
  state: LoadState<T>;
}

/**
 * Runs `load()` for `key` (and again on `reload`) and reports its state; an answer for an older
 * key or attempt is dropped. `load` is read when the key changes, so pass a stable key.
 */
export function useLoad<T>(load: () => Promise<T>, key = ''): UseLoadResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const current = `${attempt}:${key}`;

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setSettled({ key: current, state: { status: 'success', data } }),
      (error: unknown) =>
        live && setSettled({ key: current, state: { status: 'error', error: toApiError(error) } }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; the key says when its answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => setSettled({ key: current, state: { status: 'success', data } }),
    [current],
  );
  const state: LoadState<T> = settled?.key === current ? settled.state : { status: 'loading' };
  return { ...state, reload, replace };
}
