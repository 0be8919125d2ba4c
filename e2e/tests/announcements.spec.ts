import { expect, test } from '@playwright/test';
import { EMPTY_STATE } from '../support/site-state';

// Spec §4: the announcement popup shows once a day (or when its version changes), after the
// visitor's cookie choice; closing it stores the day and the version.
test.use({ storageState: EMPTY_STATE, viewport: { width: 1280, height: 900 } });

test('the announcement shows after the cookie choice, once a day', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();

  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('img').first()).toBeVisible();
  // Closed with the text button at the bottom (the corner ✕ does the same).
  await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await expect(popup).toBeHidden();

  const stored = await page.evaluate(() => ({
    date: localStorage.getItem('announcement_popup_date'),
    version: localStorage.getItem('announcement_popup_version'),
  }));
  expect(stored.date).toMatch(/^\d{8}$/);
  expect(stored.version).toBe('1');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toBeHidden();
});

test('the app banner shows on a phone until closed for the day', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();

  const banner = page.getByRole('region', { name: /แอป/ });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /ปิด/ }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
});
