/**
 * The few first-party cookies the stores keep (intent URL, policy versions). Outside a browser
 * (tests in Node, the API importing the kernel) there is no `document`: reads are empty and
 * writes are skipped.
 */
export interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAge: number;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** The decoded value of `name`, or null when it is absent or not decodable. */
export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, { maxAge }: CookieOptions): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAge: 0 });
}
