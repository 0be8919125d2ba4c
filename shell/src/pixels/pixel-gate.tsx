import { lazy, Suspense, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $cookieConsent } from '../cookie-consent/cookie-consent-store';
import { importWithReload } from '../remotes/chunk-reload';

// Most first visits have no consent yet and no store: the pixel code is not even downloaded.
const PixelManager = lazy(
  importWithReload(() => import('./pixel-manager').then((m) => ({ default: m.PixelManager }))),
);

export type PixelGateProps = {
  /** The store whose page (or cart and order flow) is shown, or null: no store's pixel then. */
  storeCode: string | null;
};

/**
 * Mounts the pixel manager once the visitor consented to a purpose on a store's page. Once
 * mounted it stays, so that withdrawing consent, or leaving the store, reaches the pixels already
 * loaded.
 */
export function PixelGate({ storeCode }: PixelGateProps) {
  const consent = useStore($cookieConsent);
  const [active, setActive] = useState(false);
  const wanted = consent.decided && (consent.analytics || consent.ads) && storeCode !== null;
  if (wanted && !active) setActive(true);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <PixelManager consent={consent} storeCode={storeCode} />
    </Suspense>
  );
}
