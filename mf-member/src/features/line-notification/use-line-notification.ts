import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { LineNotificationStatus } from '@chokdee/shared-contract/schemas/line-notification';
import { openExternal } from '../../lib/open-external';
import {
  disconnectLineNotification,
  fetchLineNotificationStatus,
  finishLineNotificationConnect,
  startLineNotificationConnect,
} from './line-notification-api';

export const LINE_CONNECT_CANCELLED = 'ยกเลิกการเชื่อมต่อ LINE แล้ว';

/** What LINE put on the page's address when it sent the browser back, if it did. */
export interface LineReturn {
  code: string | null;
  state: string | null;
  error: string | null;
}

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: LineNotificationStatus };

/**
 * The page's LINE notice state: read at once or, back from LINE, after the connect is finished
 * (posted once, whatever React's double mount does). `connect` leaves for LINE; `disconnect` answers
 * the new state. Failures are the API's Thai message.
 */
export function useLineNotification(back: LineReturn) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(back.error ? LINE_CONNECT_CANCELLED : null);
  const finished = useRef(false);

  const read = useCallback(async (signal?: AbortSignal) => {
    try {
      setLoad({ status: 'ready', data: await fetchLineNotificationStatus({ signal }) });
    } catch (error) {
      if (!signal?.aborted) setLoad({ status: 'error', message: toApiError(error).message });
    }
  }, []);

  const { code, state } = back;
  useEffect(() => {
    if (code && state && !finished.current) {
      finished.current = true;
      finishLineNotificationConnect({ code, state })
        .then((data) => setLoad({ status: 'ready', data }))
        .catch((error: unknown) => {
          setActionError(toApiError(error).message);
          return read();
        });
      return undefined;
    }
    if (finished.current) return undefined;
    const controller = new AbortController();
    void read(controller.signal);
    return () => controller.abort();
  }, [code, state, read]);

  const act = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    load,
    busy,
    actionError,
    retry: () => {
      setLoad({ status: 'loading' });
      void read();
    },
    /** Leaves for LINE: busy until the page is gone; a failure lets the button work again. */
    connect: async () => {
      setBusy(true);
      setActionError(null);
      try {
        openExternal(await startLineNotificationConnect());
      } catch (error) {
        setActionError(toApiError(error).message);
        setBusy(false);
      }
    },
    disconnect: () => act(async () => setLoad({ status: 'ready', data: await disconnectLineNotification() })),
  };
}
