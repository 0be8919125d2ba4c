import { test } from '@playwright/test';

// Pages of this slice at phone and desktop width, saved for a person to look at
// (e2e/test-results/screenshots/). Each page must also render without a console error.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'check-lottery', path: '/check-lottery' },
  { name: 'check-lottery-older', path: '/check-lottery/2021-03-16' },
  { name: 'not-found', path: '/no-such-page-here' },
];
const WIDTHS = [390, 1280];

for (const { name, path } of PAGES) {
  for (const width of WIDTHS) {
    test(`screenshot ${name} at ${width}px`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
      test.expect(errors).toEqual([]);
    });
  }
}
