import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cookieConsent } from '@chokdee/shared-kernel/stores/cookie-consent';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { importWithReload } from '../remotes/chunk-reload';

// Most first visits have no consent yet and no store: the pixel code is not even downloaded.
const PixelManager = lazy(
  importWithReload(() => import('./pixel-manager').then((m) => ({ default: m.PixelManager }))),
);

/**
 * Mounts the pixel manager once the visitor consented to a purpose while a store is current.
 * Once mounted it stays, so that withdrawing consent reaches the pixels already loaded.
 */
export function PixelGate() {
  const consent = useStore($cookieConsent);
  const store = useStore($currentStore);
  const [active, setActive] = useState(false);
  const wanted = consent.decided && (consent.analytics || consent.ads) && store !== null;
  if (wanted && !active) setActive(true);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <PixelManager consent={consent} storeCode={store?.code ?? null} />
    </Suspense>
  );
}
