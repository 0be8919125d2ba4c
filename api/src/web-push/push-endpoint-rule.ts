import { isIP } from 'node:net';

/**
 * The browsers' push services: the only hosts a production API posts to, so a member cannot make
 * the API send requests to an address of their choosing (another site, or one inside our network).
 * Chrome, Edge's Chromium, Opera, Samsung Internet and Brave use FCM; Firefox Mozilla's; Edge on
 * Windows WNS; Safari Apple's.
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why this endpoint may not be used, in Thai, or null when it may. */
export function pushEndpointProblem(endpoint: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'ที่อยู่สำหรับส่งการแจ้งเตือนไม่ถูกต้อง';
  }
  if (url.username || url.password) return 'ที่อยู่สำหรับส่งการแจ้งเตือนไม่ถูกต้อง';
  if (url.protocol === 'https:') {
    if (!production) return null;
    const host = url.hostname.toLowerCase();
    const known = PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
    return known && !isIP(host) && url.port === '' ? null : 'เบราว์เซอร์นี้ใช้บริการแจ้งเตือนที่ระบบไม่รองรับ';
  }
  // A stand-in push service on this machine, for development and tests only.
  if (url.protocol === 'http:' && !production && LOCAL_HOSTS.has(url.hostname)) return null;
  return 'ที่อยู่สำหรับส่งการแจ้งเตือนต้องเป็น https';
}
