import { useEffect, useMemo } from 'react';

/**
 * An object URL showing `file` when it is a picture (null for a PDF or nothing), revoked when the
 * file changes or the page goes, so no chosen file stays in memory. Made while rendering (one
 * per file: the memo keeps it), so the preview shows in the same paint as the file's name.
 */
export function useFilePreview(file: File | null): string | null {
  const url = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
