import { $apiConfig } from '@chokdee/shared-kernel/api/config';
import { $catalog } from '../catalog/catalog-store';

/**
 * Tells the API that a remote failed to load here, with the version this visitor was served
 * (a canary or the live one), so the console shows each version's error count. A beacon: it
 * never delays the page and survives a reload; text/plain keeps it a simple (no preflight) request.
 */
export function reportLoadFailure(remote: string): void {
  const version = $catalog.get()?.remotes.find((entry) => entry.name === remote)?.version;
  if (!version || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  const url = `${$apiConfig.get().publicUrl.replace(/\/$/, '')}/public/v3/remote-load-errors`;
  navigator.sendBeacon(url, new Blob([JSON.stringify({ remote, version })], { type: 'text/plain' }));
}
