import { localStorageOrNull } from '../runtime/local-storage';

/**
 * The keys of the LINE logins this browser started (`browser_key` of the API's authorize answer),
 * kept under the login's `state` — then under the `link_token` its callback may answer — until the
 * API has them back. The API honours a callback only with the key of the browser that started it,
 * so a callback link made by someone else's login signs nobody in here.
 *
 * localStorage rather than sessionStorage: on a phone LINE may hand the browser back in a new tab
 * (through the LINE app), which sees localStorage but not the first tab's sessionStorage. One entry
 * per login, so two logins started in two tabs do not overwrite each other. The API's records live
 * 10 minutes; entries older than an hour are dropped here whenever the list is read.
 */
export const LINE_LOGIN_KEYS_STORAGE_KEY = 'line-login.browser-keys';
const MAX_AGE_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 10;

interface Entry {
  key: string;
  saved_at: number;
}

function isEntry(value: unknown): value is Entry {
  const entry = value as Partial<Entry> | null;
  return typeof entry?.key === 'string' && typeof entry.saved_at === 'number';
}

/** The live entries, newest last; anything unreadable counts as none. */
function readEntries(now: number): [string, Entry][] {
  try {
    const parsed: unknown = JSON.parse(localStorageOrNull()?.getItem(LINE_LOGIN_KEYS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return [];
    return Object.entries(parsed)
      .filter((pair): pair is [string, Entry] => isEntry(pair[1]) && now - pair[1].saved_at < MAX_AGE_MS)
      .sort((a, b) => a[1].saved_at - b[1].saved_at);
  } catch {
    return [];
  }
}

function writeEntries(entries: [string, Entry][]): void {
  const store = localStorageOrNull();
  if (!store) return;
  try {
    if (entries.length === 0) store.removeItem(LINE_LOGIN_KEYS_STORAGE_KEY);
    else store.setItem(LINE_LOGIN_KEYS_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Quota or private mode: the callback will be refused and the member starts again.
  }
}

/** Keeps `key` for the login known by `handle` (its state, or its link token). */
export function keepLineLoginKey(handle: string, key: string, now = Date.now()): void {
  const others = readEntries(now).filter(([h]) => h !== handle);
  writeEntries([...others, [handle, { key, saved_at: now }] as [string, Entry]].slice(-MAX_ENTRIES));
}

/** The key this browser kept for `handle`, or undefined (a login it did not start). */
export function lineLoginKey(handle: string, now = Date.now()): string | undefined {
  return readEntries(now).find(([h]) => h === handle)?.[1].key;
}

export function forgetLineLoginKey(handle: string, now = Date.now()): void {
  writeEntries(readEntries(now).filter(([h]) => h !== handle));
}
