import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An object URL for a blob (a slip preview): `show(blob)` makes one and revokes the previous,
 * `show(null)` clears it, and leaving the page revokes the last, so no file stays in memory.
 * Made in event handlers and promise callbacks, never during render.
 */
export function useObjectUrl(): [string | null, (blob: Blob | null) => void] {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  const show = useCallback((blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob ? URL.createObjectURL(blob) : null;
    setUrl(current.current);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return [url, show];
}
