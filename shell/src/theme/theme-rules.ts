import { matchesAny } from '../navigation/route-match';

export type Theme = 'dark' | 'light';

/** Spec §3 storage key: the visitor's own choice, 'dark' or 'light'. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Spec §2: dark mode is forced on the dealer store and product pages and the e-commerce store and
 * product pages (route names dealers-storeCode-store, dealers-storeCode-store-productCode,
 * ecommerce-store, ecommerce-store-productCode).
 */
export const FORCED_DARK_PATTERNS = [
  '/deprecated/dealers/:storeCode/store',
  '/deprecated/dealers/:storeCode/store/:productCode',
  '/ecommerce/store',
  '/ecommerce/store/:productCode',
] as const;

export function isForcedDark(pathname: string): boolean {
  return matchesAny(FORCED_DARK_PATTERNS, pathname);
}

/** The theme a page shows: dark where it is forced, else the visitor's choice. */
export function themeFor(pathname: string, choice: Theme): Theme {
  return isForcedDark(pathname) ? 'dark' : choice;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The saved choice; light (spec: off by default) when nothing or anything else is saved. */
export function readThemeChoice(storage: ReadableStorage | null): Theme {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light'; // storage blocked (private mode, policy): the default
  }
}

export function writeThemeChoice(storage: WritableStorage | null, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Quota or blocked storage: the choice holds for this page view only.
  }
}
