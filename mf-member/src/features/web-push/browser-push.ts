/**
 * This browser's side of web push: the site's push worker (built from `src/service-worker.ts`,
 * served by the shell's server on the shell's origin at `/remote-pwa/mf_member/`, scope `/`) and
 * its push subscription. Nothing here runs before the member asks for it.
 */
export const PUSH_WORKER_URL = '/remote-pwa/mf_member/service-worker.js';
export const PUSH_WORKER_SCOPE = '/';

/** What the browser allows: no push at all, or the page's notification permission. */
export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The subscription this browser holds for the site, if the worker was registered before. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** base64url → the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (letter) => letter.charCodeAt(0));
}

/** Registers the worker (once) and subscribes with the site's key; notices need `userVisibleOnly`. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}
