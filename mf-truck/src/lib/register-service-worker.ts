/**
 * The page side of a PWA remote (docs/adding-a-remote.md "Working offline"). A remote whose
 * catalog.json has `service_worker: { scope }` ships `dist/pwa/` (service-worker.js,
 * manifest.webmanifest, icons); the shell's server answers `/remote-pwa/<name>/<file>` with those
 * files, on the shell's origin, so the worker may control the remote's pages there. Only this remote
 * is a PWA, so it lives here; it moves to the kernel's `remote/` when a second one needs it.
 */
export const REMOTE_PWA_PREFIX = '/remote-pwa/';

/** `/remote-pwa/mf_truck/service-worker.js`. */
export function remotePwaUrl(remoteName: string, file: string): string {
  return `${REMOTE_PWA_PREFIX}${encodeURIComponent(remoteName)}/${file}`;
}

/**
 * Registers the remote's service worker for `scope` and links its web manifest (installable).
 * Quiet where service workers are not supported or not allowed (spec §8: that error is swallowed).
 */
export async function registerRemoteServiceWorker(remoteName: string, scope: string): Promise<void> {
  if (typeof document !== 'undefined' && !document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = remotePwaUrl(remoteName, 'manifest.webmanifest');
    document.head.append(link);
  }
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(remotePwaUrl(remoteName, 'service-worker.js'), { scope });
  } catch {
    // Unsupported (private mode, http on another host): the pages still work online.
  }
}
