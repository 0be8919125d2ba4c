// The complaints inbox end to end: a member files a complaint on /complain; a reviewer logs in at
// the console, finds it in "เรื่องร้องเรียน", opens it, answers and closes it; the member sees the
// notice in the user menu and reads the answer on the page it links to. A staff account that
// holds only the shop's role is refused, by the console and by the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, REPO_ROOT } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import { reviewerAccount, setRoles, STAFF_FORBIDDEN, staffLogIn, staffTokenOf } from '../support/staff';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
const ANSWER = 'ร้านค้ายืนยันคำสั่งซื้อของคุณแล้ว ขออภัยในความล่าช้าค่ะ';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `complaints-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member complains, a reviewer answers and closes it, the member reads the answer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await createMember(request, 'ผู้ร้องเรียน');
  await useMemberSession(page, member.token);

  // The member files it on /complain, logged in, and keeps the code.
  await page.goto('/complain');
  await page.getByLabel(/ชื่อ-นามสกุล/).fill('ผู้ร้องเรียน ระบบสมาชิก');
  await page.getByLabel(/รายละเอียด/).fill('ชำระเงินแล้วตั้งแต่เมื่อวาน แต่ร้านยังไม่ยืนยันคำสั่งซื้อ รบกวนตรวจสอบค่ะ');
  await page
    .getByRole('radiogroup', { name: /หัวข้อ/ })
    .getByRole('radio', { name: 'การสั่งซื้อและการชำระเงิน' })
    .check();
  await page.getByLabel(/เบอร์โทรศัพท์/).fill('0812345678');
  await page.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'รหัสอ้างอิง' });
  await expect(receipt).toBeVisible();
  const code = (await receipt.getByRole('strong').textContent())!.trim();
  expect(code).toMatch(/^CP\d{8}[2-9A-HJ-NP-Z]{5}$/);

  // A staff account holding only the shop's role: the console refuses, and so does the API.
  const account = await reviewerAccount(request);
  await setRoles(request, account.id, 'shop', 'reviewer');
  try {
    await staffLogIn(page);
    await expect(
      page.getByRole('navigation', { name: 'งานของฉัน' }).getByRole('link', { name: 'เรื่องร้องเรียน' }),
    ).toHaveCount(0);
    await page.goto('/admin/complaints');
    await expect(page.getByRole('alert')).toHaveText('บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ดูเรื่องร้องเรียน');
    const token = await staffTokenOf(page);
    const refused = await request.get(`${API_URL}/admin/v1/complaints`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(STAFF_FORBIDDEN);
  } finally {
    await setRoles(request, account.id, 'reviewer', 'shop');
  }

  // The reviewer (the same account, its role back) finds it from "งานของฉัน".
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'งานของฉัน' }).getByRole('link', { name: 'เรื่องร้องเรียน' }).click();
  await expect(page).toHaveURL(/\/admin\/complaints$/);
  await expect(page.getByRole('heading', { level: 2, name: 'เรื่องร้องเรียน' })).toBeVisible();
  await page.getByRole('button', { name: 'ใหม่', exact: true }).click();
  await expect(page).toHaveURL(/status=new/);
  await page.getByRole('searchbox', { name: 'ค้นหาเรื่องร้องเรียน' }).fill(code);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'ใหม่' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'ค้นหาเรื่องร้องเรียน' }).fill('');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(table.getByRole('link', { name: `เปิดเรื่อง ${code}` })).toBeVisible();
  await shoot(page, 'inbox');

  // The CSV of what the list shows downloads with its BOM.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
  ]);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(code);

  await table.getByRole('link', { name: `เปิดเรื่อง ${code}` }).click();
  const detail = page.getByRole('article', { name: `เรื่อง ${code}` });
  await expect(detail.getByText('อ่านแล้ว', { exact: true })).toBeVisible();
  await expect(detail.getByText(/ผู้ร้องเรียน/)).toBeVisible();
  await shoot(page, 'detail');

  // A one-letter answer is refused in Thai and kept; the real answer goes.
  const answer = detail.getByRole('textbox', { name: 'คำตอบถึงผู้แจ้ง' });
  await answer.fill('ก');
  await detail.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(detail.getByText('คำตอบต้องมีอย่างน้อย 2 ตัวอักษร')).toBeVisible();
  await expect(answer).toHaveValue('ก');
  await answer.fill(ANSWER);
  await detail.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(detail.getByText(ANSWER)).toBeVisible();
  await expect(detail.getByText('ตอบแล้ว', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'ปิดเรื่อง' }).click();
  await detail.getByRole('button', { name: 'ยืนยันปิดเรื่อง' }).click();
  await expect(detail.getByText('ปิดแล้ว', { exact: true })).toBeVisible();
  await expect(detail.getByText(/ปิดเรื่องโดย reviewer/)).toBeVisible();
  await shoot(page, 'detail-closed');

  // The member: a notice in the user menu, which opens the answer.
  await page.goto('/');
  const menu = page.getByRole('button', { name: /เมนูผู้ใช้ มีการแจ้งเตือนใหม่/ });
  await expect(menu).toBeVisible({ timeout: 40_000 });
  await menu.click();
  await page.getByRole('link', { name: new RegExp(`เจ้าหน้าที่ตอบเรื่องร้องเรียน ${code} แล้ว`) }).click();
  await expect(page).toHaveURL(new RegExp(`/complain/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'สถานะเรื่องร้องเรียน' })).toBeVisible();
  await expect(page.getByText(ANSWER)).toBeVisible();
  await expect(page.getByText('ปิดแล้ว', { exact: true })).toBeVisible();
  // The page shows nothing of who filed it.
  await expect(page.getByText('0812345678')).toHaveCount(0);
  await shoot(page, 'status');
});
