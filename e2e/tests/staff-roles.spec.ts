import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';
import { REVIEWER, STAFF_FORBIDDEN as FORBIDDEN } from '../support/staff';

// A reviewer (the demo's `reviewer`, who holds only that role) in a real browser: the console
// shows the back offices their role opens (the complaints inbox and the review queue), and the
// API refuses them the shop's calls in Thai whatever the page shows. The owner's console shows the staff accounts.
const OWNER = { username: 'owner', password: 'chokdee-admin-1234' };
const WIDTHS = [390, 1024, 1280, 1440];

test('a reviewer sees the links their role opens, opens the queue, and is refused the shop API', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin');
  await page.getByLabel('ชื่อผู้ใช้').fill(REVIEWER.username);
  await page.getByLabel('รหัสผ่าน').fill(REVIEWER.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าทำงานเจ้าหน้าที่' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'งานของฉัน' });
  await expect(links.getByRole('link')).toHaveText(['เรื่องร้องเรียน', 'ตรวจคำขอพร']);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'บัญชีเจ้าหน้าที่' })).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screenshots/staff-console-reviewer-${width}.png`,
      fullPage: true,
    });
  }

  // The API, not the page, decides: the reviewer's own token is refused the shop's calls.
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('chokdee:staff-session') ?? '{}') as { token?: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const discount = await request.put(`${API_URL}/admin/v1/shop-products/AM001/discount`, {
    headers,
    data: { discount: null },
  });
  expect(discount.status()).toBe(403);
  expect((await discount.json()).message).toBe(FORBIDDEN);
  expect((await request.get(`${API_URL}/admin/v1/remotes`, { headers })).status()).toBe(403);

  await links.getByRole('link', { name: 'ตรวจคำขอพร' }).click();
  await expect(page).toHaveURL(/\/staff\/pray-review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ตรวจคำขอพร' })).toBeVisible();
});

test("the owner's console lists the staff accounts with their roles", async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('ชื่อผู้ใช้').fill(OWNER.username);
  await page.getByLabel('รหัสผ่าน').fill(OWNER.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  const accounts = page.getByRole('region', { name: 'บัญชีเจ้าหน้าที่' });
  const reviewer = accounts.getByRole('group', { name: /reviewer/ });
  await expect(reviewer.getByRole('checkbox', { name: 'ผู้ตรวจเนื้อหา' })).toBeChecked();
  await expect(reviewer.getByRole('checkbox', { name: 'เจ้าของระบบ' })).not.toBeChecked();
  await expect(
    page.getByRole('navigation', { name: 'งานของฉัน' }).getByRole('link', { name: 'ตรวจคำขอพร' }),
  ).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await accounts.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/screenshots/staff-console-owner-${width}.png`,
      fullPage: true,
    });
  }
});
