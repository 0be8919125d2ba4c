import { expect, test } from '@playwright/test';

// The shell's chrome around every page: the mobile menu, the 404 page and forced dark mode.

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, follows a link and closes on the route change', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'เปิดเมนู' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await menu.getByRole('button', { name: 'เกี่ยวกับเรา' }).click();
    await menu.getByRole('link', { name: 'ร้องเรียน' }).click();
    await expect(page).toHaveURL(/\/complain$/);
    await expect(page.getByRole('button', { name: 'เปิดเมนู' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'ร้องเรียน' })).toBeHidden();
  });

  test('closes on a tap outside and on Escape', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeHidden();

    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeHidden();
  });
});

test('an unknown page shows the Thai 404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page/anywhere');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown single segment is a 404 too, not an empty category', async ({ page }) => {
  await page.goto('/no-such-category-here');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

test('dark mode is forced on the dealer store shop and kept as chosen elsewhere', async ({ page }) => {
  await page.goto('/deprecated/dealers/CD1001/store');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The footer takes that store's contacts from the code in the path.
  await expect(page.getByRole('region', { name: /^ติดต่อร้าน/ })).toBeVisible();

  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'โหมดมืด' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
