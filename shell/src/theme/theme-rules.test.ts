import { MemoryStorage } from '@chokdee/shared-kernel/testing/memory-storage';
import { isForcedDark, readThemeChoice, THEME_STORAGE_KEY, themeFor, writeThemeChoice } from './theme-rules';

describe('forced dark routes', () => {
  it.each([
    '/deprecated/dealers/S001/store',
    '/deprecated/dealers/S001/store/P-1',
    '/ecommerce/store',
    '/ecommerce/store/AMULET-9/',
  ])('forces dark on %s, whatever the visitor chose', (path) => {
    expect(isForcedDark(path)).toBe(true);
    expect(themeFor(path, 'light')).toBe('dark');
  });

  it.each([
    '/',
    '/deprecated/dealers/S001',
    '/deprecated/dealers/S001/cart',
    '/ecommerce/purchases/PC-1',
    '/members/ecommerce/purchase-history',
    '/dealers/U123',
  ])("follows the visitor's choice on %s", (path) => {
    expect(isForcedDark(path)).toBe(false);
    expect(themeFor(path, 'light')).toBe('light');
    expect(themeFor(path, 'dark')).toBe('dark');
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
