import { atom, readonlyType } from 'nanostores';
import { readThemeChoice, THEME_STORAGE_KEY, writeThemeChoice, type Theme } from './theme-rules';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const $choice = atom<Theme>(readThemeChoice(browserStorage()));

/** The visitor's own theme choice (persisted under `theme`). */
export const $themeChoice = readonlyType($choice);

export function setThemeChoice(theme: Theme): void {
  writeThemeChoice(browserStorage(), theme);
  $choice.set(theme);
}

// The choice made in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) $choice.set(readThemeChoice(browserStorage()));
  });
}
