import { expect, test } from '@playwright/test';

// The real latest draw in the seed data (shared/data/thai-lottery-results.json).
const LATEST = { date: '16 พฤษภาคม 2569', first: '107387', last2: '08' };

test.describe('checking lottery results', () => {
  test('the results page shows the real latest draw, composed from the remote', async ({ page }) => {
    await page.goto('/check-lottery');
    await expect(page.getByRole('heading', { name: 'ตรวจผลสลากกินแบ่งรัฐบาล' })).toBeVisible();
    await expect(page.getByText(LATEST.date).first()).toBeVisible();
    await expect(page.getByText(LATEST.first).first()).toBeVisible();
    await expect(page.getByText('6,000,000').first()).toBeVisible();
    // The shell's own chrome is there around the remote.
    await expect(page.getByRole('link', { name: 'โชคดี' }).first()).toBeVisible();
  });

  test('a winning number shows each prize it wins, with the amount and total', async ({ page }) => {
    await page.goto('/check-lottery');
    const input = page.getByLabel('กรอกเลขสลาก 6 หลัก');
    await input.fill(`${LATEST.first}\n123456`);
    await page.getByRole('button', { name: 'ตรวจผล' }).click();
    const results = page
      .getByRole('region', { name: /ผลการตรวจ/ })
      .or(page.locator('[aria-live]'))
      .first();
    await expect(results.getByText('รางวัลที่ 1').first()).toBeVisible();
    await expect(results.getByText(/6,000,000/).first()).toBeVisible();
    await expect(results.getByText('ไม่ถูกรางวัล').first()).toBeVisible();
  });

  test('an invalid number gets a clear Thai error and keeps what was typed', async ({ page }) => {
    await page.goto('/check-lottery');
    const input = page.getByLabel('กรอกเลขสลาก 6 หลัก');
    await input.fill('12a45');
    await page.getByRole('button', { name: 'ตรวจผล' }).click();
    await expect(page.getByText(/เลขสลากต้องเป็นตัวเลข 6 หลัก/).first()).toBeVisible();
    await expect(input).toHaveValue('12a45');
  });

  test('a deep link and the draw picker show an older draw', async ({ page }) => {
    await page.goto('/check-lottery/2021-03-16');
    await expect(page.getByText('890422').first()).toBeVisible();
    await page.getByLabel('เลือกงวด').selectOption('2016-05-16');
    await expect(page).toHaveURL(/\/check-lottery\/2016-05-16$/);
    await expect(page.getByText('141737').first()).toBeVisible();
  });

  test('/checklottery serves the same checker', async ({ page }) => {
    await page.goto('/checklottery');
    await expect(page.getByText(LATEST.first).first()).toBeVisible();
  });

  test('an unknown page shows the Thai 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(200); // the static host answers the app; the app shows 404
    await expect(page.getByText('404').first()).toBeVisible();
    await expect(page.getByText('ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
    await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
