/**
 * This origin's localStorage, or null where there is none (tests without a DOM) or the browser
 * refuses it: some throw on access when storage is disabled. What the caller keeps there is then
 * remembered for this page view only.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
