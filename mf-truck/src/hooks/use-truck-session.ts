import { fetchTruckSession } from '../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useEffect } from 'react';
import {
  $truckSession,
  clearTruckSession,
  refreshTruckStore,
  type TruckSessionState,
} from '../stores/truck-session';

/**
 * The operator's session for the POS pages: the saved one at once (it works offline), then the
 * server's fresh view of the store when there is a signal. A token the server no longer knows ends
 * the session; no answer keeps it.
 */
export function useTruckSession(): TruckSessionState | null {
  const session = useStore($truckSession);
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchTruckSession(token, { signal: controller.signal })
      .then((info) => refreshTruckStore(info.store, info.operator))
      .catch((e: unknown) => {
        if (e instanceof ApiRequestError && e.error.status === 401) clearTruckSession();
      });
    return () => controller.abort();
  }, [token]);
  return session;
}
