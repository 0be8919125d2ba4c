// This remote's own journeys: `npm run e2e -w mf-truck` runs them under the shell with only
// mf-truck built fresh; `npm run e2e` runs them with every other app's (e2e/README.md).
import { expect, test } from '@playwright/test';

test('its landing page shows under the shell', async ({ page }) => {
  await page.goto('/truck');
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าแรกของ mf-truck' })).toBeVisible();
});
