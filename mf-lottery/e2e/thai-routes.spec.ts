import { expect, test } from '@playwright/test';

// Spec §2's two Thai-named routes of the results remote, under the shell: they must reach
// mf-lottery, not the /{category} catch-all (which would show an empty article list).
const LATEST = { date: '16 พฤษภาคม 2569', first: '107387' };

test('/ข้อมูลลอตเตอรี่ในระบบ lists the draws of the system, each opening its results', async ({ page }) => {
  await page.goto('/ข้อมูลลอตเตอรี่ในระบบ');
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลลอตเตอรี่ในระบบ' })).toBeVisible();
  // The seed holds every draw since 2015: hundreds, not an empty page.
  const count = page.getByText(/^\d{1,3}(,\d{3})? งวด$/).first();
  await expect(count).toBeVisible();
  expect(Number((await count.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(200);

  await page.getByRole('list', { name: 'งวดปี พ.ศ. 2569' }).getByRole('link', { name: LATEST.date }).click();
  await expect(page).toHaveURL(/\/%E0%B8%95%E0%B8%A3%E0%B8%A7%E0%B8%88.*\/2026-05-16$/);
  await expect(page.getByText(LATEST.first).first()).toBeVisible();
});

test('/ตรวจลอตเตอรี่ and /ตรวจลอตเตอรี่/{slug} show the same results as /check-lottery', async ({ page }) => {
  await page.goto('/ตรวจลอตเตอรี่');
  await expect(page.getByRole('heading', { name: 'ตรวจผลสลากกินแบ่งรัฐบาล' })).toBeVisible();
  await expect(page.getByText(LATEST.first).first()).toBeVisible();

  await page.goto('/ตรวจลอตเตอรี่/2021-03-16');
  await expect(page.getByText('890422').first()).toBeVisible();
  await page.getByRole('link', { name: 'ข้อมูลลอตเตอรี่ในระบบ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลลอตเตอรี่ในระบบ' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`screenshot of the Thai routes at ${width}px`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/ข้อมูลลอตเตอรี่ในระบบ');
    await expect(page.getByRole('list', { name: 'งวดปี พ.ศ. 2569' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/draw-data-${width}.png`, fullPage: true });
    await page.goto('/ตรวจลอตเตอรี่');
    await expect(page.getByText(LATEST.first).first()).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/thai-check-lottery-${width}.png` });
    expect(errors).toEqual([]);
  });
}
