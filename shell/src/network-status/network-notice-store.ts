import { atom, onMount, readonlyType } from 'nanostores';

/** What the banner says: offline, back online for a moment, or nothing. */
export type NetworkNotice = 'offline' | 'back-online' | null;

/** How long 'กลับมาออนไลน์แล้ว' stays before the banner goes. */
export const BACK_ONLINE_MS = 3000;

const $value = atom<NetworkNotice>(null);
/** Spec §4 online/offline status, as the banner shows it. Listens only while something reads it. */
export const $networkNotice = readonlyType($value);

onMount($value, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const offline = () => {
    clearTimeout(timer);
    $value.set('offline');
  };
  const online = () => {
    clearTimeout(timer);
    // Only a visitor who saw 'offline' needs to hear it is over.
    if ($value.get() !== 'offline') return;
    $value.set('back-online');
    timer = setTimeout(() => $value.set(null), BACK_ONLINE_MS);
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) $value.set('offline');
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    $value.set(null);
  };
});
