import { atom, readonlyType } from 'nanostores';
// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { localStorageOrNull } from '../runtime/local-storage';

/** The dealer store the visitor is shopping in: the bottom menu's cart and "hot numbers" go there. */
export const CurrentStoreSchema = z.object({
  code: z.string().check(z.minLength(1)),
  userRef: z.string().check(z.minLength(1)),
  name: z.string(),
});

export type CurrentStore = z.infer<typeof CurrentStoreSchema>;

export const CURRENT_STORE_KEY = 'chokdee:current_store';

function read(): CurrentStore | null {
  try {
    const saved = localStorageOrNull()?.getItem(CURRENT_STORE_KEY);
    if (!saved) return null;
    const parsed = CurrentStoreSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // unreadable JSON left by an older build
  }
}

function write(store: CurrentStore | null): void {
  try {
    if (store) localStorageOrNull()?.setItem(CURRENT_STORE_KEY, JSON.stringify(store));
    else localStorageOrNull()?.removeItem(CURRENT_STORE_KEY);
  } catch {
    // Quota or private mode: state still holds it.
  }
}

const $store = atom<CurrentStore | null>(read());

/** The last store page visited (persisted), or null. */
export const $currentStore = readonlyType($store);

/** Called by a store page once its info loaded; null forgets the store. */
export function setCurrentStore(store: CurrentStore | null): void {
  const current = $store.get();
  if (
    store &&
    current &&
    current.code === store.code &&
    current.userRef === store.userRef &&
    current.name === store.name
  ) {
    return;
  }
  const next = store ? { code: store.code, userRef: store.userRef, name: store.name } : null;
  write(next);
  $store.set(next);
}

/** Spec §4: a store info 404 clears the store. */
export function clearCurrentStore(): void {
  setCurrentStore(null);
}

// Another tab opening a store page moves this tab's menu along with it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CURRENT_STORE_KEY && event.key !== null) return;
    const stored = read();
    const current = $store.get();
    if (JSON.stringify(stored) !== JSON.stringify(current)) $store.set(stored);
  });
}
