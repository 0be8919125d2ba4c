import { expect, test } from '../support/test';
import { EMPTY_STATE } from '../support/site-state';

// A page's first Intl object or locale method loads the browser's
// locale data, 20–60 ms of main thread before throttling. The three budgeted first visits use none.
test.use({ storageState: EMPTY_STATE, viewport: { width: 390, height: 844 } });

for (const path of ['/check-lottery', '/', '/dealers/somchai-lucky']) {
  test(`a first visit to ${path} loads no locale data`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __localeCalls: string[] }).__localeCalls = calls;
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'Collator',
        'PluralRules',
        'RelativeTimeFormat',
      ]) {
        const original = intl[name] as new (...args: unknown[]) => object;
        intl[name] = new Proxy(original, {
          construct: (target, args) => (calls.push(`Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(target, self, args)),
        });
      }
      const methods = [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ] as const;
      for (const [proto, name] of methods) {
        const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
        (proto as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
          calls.push(name);
          return original.apply(this, args);
        };
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    const calls = () => page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls);
    expect(await calls()).toEqual([]);
    // The probe itself works: a locale method called now is counted.
    await page.evaluate(() => 'ก'.localeCompare('ข'));
    expect(await calls()).toEqual(['localeCompare']);
  });
}
