import { MemoryStorage } from '@chokdee/shared-kernel/testing/memory-storage';
import { readThemeChoice, THEME_STORAGE_KEY, themeFor, writeThemeChoice } from './theme-rules';

describe('themeFor', () => {
  it('forces the theme a route asks for, whatever the visitor chose', () => {
    expect(themeFor('dark', 'light')).toBe('dark');
    expect(themeFor('dark', 'dark')).toBe('dark');
  });

  it("follows the visitor's choice on a route that forces nothing", () => {
    expect(themeFor(undefined, 'light')).toBe('light');
    expect(themeFor(undefined, 'dark')).toBe('dark');
  });
});

describe('theme storage', () => {
  it('is light (off) by default and keeps the choice under `theme`', () => {
    const storage = new MemoryStorage();
    expect(readThemeChoice(storage)).toBe('light');
    writeThemeChoice(storage, 'dark');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice(storage)).toBe('dark');
    writeThemeChoice(storage, 'light');
    expect(readThemeChoice(storage)).toBe('light');
  });

  it('reads anything unexpected, missing storage or a blocked one as light', () => {
    const storage = new MemoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'DARK!');
    expect(readThemeChoice(storage)).toBe('light');
    expect(readThemeChoice(null)).toBe('light');
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readThemeChoice(blocked)).toBe('light');
    expect(() => writeThemeChoice(blocked, 'dark')).not.toThrow();
  });
});
