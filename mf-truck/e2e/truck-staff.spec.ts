// The dealer runs the truck staff from the site: the demo dealer of store CD1007 adds an operator,
// who can then log in to /truck, and after the dealer deactivates them, cannot.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SHELL_URL } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { DEMO_DEALER_PASSWORD } from '../../e2e/support/purchases';
import { returningVisitorState } from '../../e2e/support/site-state';
import { acceptTermsIfAsked, shot } from './truck-support';

/** api/src/db/seed/store-catalogue.ts: the owner of CD1007, the store of the demo truck. */
const DEMO_DEALER_TEL = '0861000007';

async function dealerLogin(page: Page): Promise<void> {
  await page.goto('/dealer/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO_DEALER_TEL);
  await page.getByLabel('รหัสผ่าน').fill(DEMO_DEALER_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบร้านค้า' }).click();
  await expect(page).toHaveURL(/\/dealer\/orders/);
  await acceptTermsIfAsked(page);
}

/** Tries the operator's login on /truck in a browser of its own (no dealer session in it). */
async function tryOperatorLogin(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({ baseURL: SHELL_URL, storageState: returningVisitorState() });
  const page = await context.newPage();
  await page.goto('/truck');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  return { page, close: () => context.close() };
}

test('a dealer adds a truck operator who can log in, and deactivates them so they cannot', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const username = `staff-${randomUUID().slice(0, 8)}`;
  const password = 'truckpass1';

  await dealerLogin(page);
  // The dealer's back office links it (the member menus cannot tell a dealer from a member).
  await page.getByRole('link', { name: 'พนักงานรถขายสลาก' }).click();
  await expect(page).toHaveURL(/\/truck\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'พนักงานรถขายสลาก' })).toBeVisible();
  const list = page.getByRole('list', { name: 'พนักงานขาย' });
  await expect(list.getByRole('heading', { name: 'น้องฝน รถขายสลาก' })).toBeVisible();

  // A password that breaks the rule: the API's Thai error under the field, what was typed stays.
  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มพนักงานขาย' });
  await dialog.getByLabel('ชื่อพนักงาน').fill('น้องทดสอบ');
  await dialog.getByLabel('ชื่อผู้ใช้').fill(username);
  await dialog.getByLabel('รหัสผ่าน').fill('short');
  await dialog.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await expect(dialog.getByLabel('รหัสผ่าน')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('ชื่อผู้ใช้')).toHaveValue(username);
  await dialog.getByLabel('รหัสผ่าน').fill(password);
  await dialog.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await expect(dialog).toBeHidden();
  const card = list.getByRole('listitem').filter({ hasText: `ชื่อผู้ใช้ ${username}` });
  await expect(card).toContainText('ใช้งานอยู่');
  await expect(card).toContainText('ขายงวดนี้ 0 รายการ');

  const allowed = await tryOperatorLogin(browser, username, password);
  await expect(allowed.page).toHaveURL(/\/truck\/store$/);
  await allowed.close();

  await card.getByRole('button', { name: 'ปิดการใช้งาน' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ปิดการใช้งานพนักงาน' });
  await confirm.getByRole('button', { name: 'ปิดการใช้งาน' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('ปิดการใช้งาน');
  await expect(card.getByRole('button', { name: 'เปิดใช้งานอีกครั้ง' })).toBeVisible();

  const refused = await tryOperatorLogin(browser, username, password);
  await expect(refused.page.getByRole('alert')).toContainText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(refused.page).toHaveURL(/\/truck$/);
  await refused.close();
});

test('a member who is not a dealer sees the API’s Thai refusal on the staff page', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'ไม่ใช่ผู้ค้า');
  await useMemberSession(page, member.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/truck/staff');
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'พนักงานรถขายสลาก' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'สำหรับผู้ค้าเท่านั้น' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'เพิ่มพนักงาน' })).toHaveCount(0);
  await shot(page, 'staff-not-dealer-390');
});
