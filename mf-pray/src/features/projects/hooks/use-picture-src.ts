import { useEffect, useState } from 'react';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { fetchPrivateFile } from '@chokdee/shared-kernel/api/orders';
import type { PrayStatus } from '@chokdee/shared-contract/schemas/pray';

/** A published or closed project's pictures are public; any other's are served to the owner only. */
export const isOwnerOnly = (status: PrayStatus) => status !== 'published' && status !== 'closed';

/**
 * The `src` for one of the API's pray pictures. Public ones keep their plain URL (cacheable).
 * Owner-only ones need the bearer token, which a plain `<img>` request never sends (it would get
 * 404): they are fetched with the kernel's authenticated file fetch into an object URL, revoked
 * when the picture changes or the component leaves. `null` while loading or if the fetch failed.
 */
export function usePictureSrc(path: string, ownerOnly: boolean): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!ownerOnly) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetchPrivateFile(path, { signal: controller.signal })
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      })
      .catch(() => {
        // A picture that cannot load leaves its box empty; the alt text still says what it was.
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [path, ownerOnly]);

  return ownerOnly ? objectUrl : assetUrl(path);
}
