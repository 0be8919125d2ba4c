import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useCallback, useEffect, useState } from 'react';

export type StaffReadState<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; data: T };

type Answer<T> = { asked: string } & ({ status: 'error'; error: ApiError } | { status: 'success'; data: T });

/**
 * One console read, asked again when `key` changes or on `reload`; an answer counts only for the
 * question it answers, so a new key is loading at once. `replace` puts an action's answer in place.
 */
export function useStaffRead<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [tick, setTick] = useState(0);
  const asked = `${key}#${tick}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setAnswer({ asked, status: 'success', data }),
      (e: unknown) => {
        if (!controller.signal.aborted) setAnswer({ asked, status: 'error', error: toApiError(e) });
      },
    );
    return () => controller.abort();
    // `load` is read for the question `asked` names; a new function alone asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const replace = useCallback((data: T) => setAnswer({ asked, status: 'success', data }), [asked]);
  const state: StaffReadState<T> = answer && answer.asked === asked ? answer : { status: 'loading' };
  return { state, reload, replace };
}
