import { useCallback, useState } from 'react';
import { saveFile } from '../runtime/save-file';

export type FileDownload = {
  /** True while the file is fetched: the button says so and waits. */
  busy: boolean;
  /** The Thai sentence of the last failure, or null. */
  error: string | null;
  /**
   * Fetches the bytes with `load` (which carries the token) and saves them as `name`; a failure
   * becomes `failure(error)`'s sentence. Resolves true once the file is handed to the browser.
   */
  download: (
    load: () => Promise<Blob>,
    name: string,
    failure: (error: unknown) => string,
  ) => Promise<boolean>;
};

/** The state of a button that downloads a private file (a receipt, a CSV export). */
export function useFileDownload(): FileDownload {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback<FileDownload['download']>(async (load, name, failure) => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await load(), name);
      return true;
    } catch (e) {
      setError(failure(e));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, error, download };
}
