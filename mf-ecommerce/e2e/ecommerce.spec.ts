// This remote's own journeys: `npm run e2e -w mf-ecommerce` runs them under the shell with only
// mf-ecommerce built fresh; `npm run e2e` runs them with every other app's (e2e/README.md).
import { expect, test } from '@playwright/test';

test('the store lists the seeded amulets under the shell, in dark mode', async ({ page }) => {
  await page.goto('/ecommerce/store');
  await expect(page.getByRole('heading', { level: 1, name: 'พระเครื่องและวัตถุมงคล' })).toBeVisible();
  await expect(page.getByRole('link', { name: /รุ่น 1 / }).first()).toBeVisible();
});

test('an unknown certificate code gets a clear Thai not found', async ({ page }) => {
  await page.goto('/ecommerce/amulet-bags/ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await expect(page.getByRole('alert')).toHaveText('ไม่พบใบรับรองพระเครื่องนี้ รหัสอาจไม่ถูกต้อง');
});
