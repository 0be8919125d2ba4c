export type Theme = 'dark' | 'light';

/** Spec §3 storage key: the visitor's own choice, 'dark' or 'light'. */
export const THEME_STORAGE_KEY = 'theme';

/** The theme a page shows: the one its route forces (spec §2: dark on the shop pages), else the visitor's choice. */
export function themeFor(forced: Theme | undefined, choice: Theme): Theme {
  return forced ?? choice;
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
