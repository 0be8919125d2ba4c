import { useCallback, useState } from 'react';
import { startLineLogin } from '@chokdee/shared-kernel/api/auth';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { LineAuthorizeBody } from '@chokdee/shared-contract/schemas/auth';
import { openExternal } from '../../../lib/open-external';

/**
 * Starts LINE login: the API answers LINE's URL and a key this browser keeps (the kernel stores
 * it), then the browser goes to LINE. Busy until the page leaves; a failure is the API's Thai
 * message and the button works again.
 */
export function useLineLogin(body: LineAuthorizeBody) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { redirect_url, mode } = body;

  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      openExternal(await startLineLogin({ redirect_url, mode }));
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  }, [redirect_url, mode]);

  return { start, busy, error };
}
