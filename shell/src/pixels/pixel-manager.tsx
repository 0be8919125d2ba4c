import { useEffect, useMemo, useState } from 'react';
import { fetchStorePixelSetting } from '@chokdee/shared-kernel/api/stores';
import type { StorePixelSetting } from '@chokdee/shared-contract/schemas/store';
import type { CookieConsentState } from '../cookie-consent/cookie-consent-store';
import { pixelsToLoad } from './pixel-rules';
import { forwardTrackEvents } from './track-forwarding';
import { applyConsentToLoadedPixels, loadPixel } from './vendor-scripts';

export type PixelManagerProps = {
  consent: CookieConsentState;
  /** The current store's code, or null when the visitor has not opened a store. */
  storeCode: string | null;
};

interface StoreSetting {
  storeCode: string;
  setting: StorePixelSetting | null;
}

/**
 * Spec §9, loaded as its own chunk once the visitor has consented to something: reads the current
 * store's pixel setting, loads the pixels that setting and the consent allow, and forwards the
 * tracking events to them while they stay allowed. Renders nothing.
 */
export function PixelManager({ consent, storeCode }: PixelManagerProps) {
  const [loadedSetting, setLoadedSetting] = useState<StoreSetting | null>(null);

  useEffect(() => {
    if (!storeCode) return;
    const controller = new AbortController();
    fetchStorePixelSetting(storeCode, { signal: controller.signal }).then(
      (setting) => setLoadedSetting({ storeCode, setting }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[chokdee] โหลดการตั้งค่า pixel ของร้านไม่สำเร็จ', error);
        setLoadedSetting({ storeCode, setting: null });
      },
    );
    return () => controller.abort();
  }, [storeCode]);

  // A setting fetched for another store (the visitor moved on) counts for nothing.
  const setting = storeCode && loadedSetting?.storeCode === storeCode ? loadedSetting.setting : null;
  const { decided, analytics, ads } = consent;
  const pixels = useMemo(
    () => pixelsToLoad(setting, { decided, analytics, ads }),
    [setting, decided, analytics, ads],
  );

  useEffect(() => {
    for (const pixel of pixels) loadPixel(pixel);
    return forwardTrackEvents(pixels);
  }, [pixels]);

  useEffect(() => {
    applyConsentToLoadedPixels({ analytics, ads }, pixels);
  }, [analytics, ads, pixels]);

  return null;
}
