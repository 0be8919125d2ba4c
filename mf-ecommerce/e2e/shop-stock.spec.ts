// The shop's stock and discount screen, then the member and the CSV: staff log in at the console
// from /staff/shop-stock, find an amulet by name, set its gold-small variant's shelf count and a
// 20% discount from today for a week on the Buddhist-era date field; a member sees the discounted
// price on the product page and in the cart, and the purchase asks for exactly that; staff then
// download the orders list as a CSV and its row holds the purchase at the discounted amount.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../../e2e/support/env';
import { pickDay } from '../../e2e/support/date-field';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { returningVisitorState } from '../../e2e/support/site-state';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots-shopstock';
const STOCK = '/staff/shop-stock';
/** api/src/staff/demo-staff.ts and staff-access/demo-staff-roles.ts (seeded with the demo data). */
const DEMO_OWNER = { username: 'owner', password: 'chokdee-admin-1234' };
const DEMO_REVIEWER = { username: 'reviewer', password: 'chokdee-review-1234' };
const ADMIN = `${API_URL}/admin/v1`;
/** AM0054 has no product discount; its ทองคำ · เล็ก costs 3,039 บาท, 20% off is 2,431. */
const PRODUCT = { code: 'AM0054', name: 'เครื่องรางพระธาตุ วัดพระแก้ว รุ่น 54' };

test.use({ storageState: returningVisitorState() });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `shop-stock-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The owner gives (or takes back) the demo reviewer the `shop` role through the console's API, so
 * the journey runs as shop staff do, not as the owner who may do everything.
 */
async function reviewerShopRole(request: APIRequestContext, give: boolean): Promise<void> {
  const login = await request.post(`${ADMIN}/staff-sessions`, { data: DEMO_OWNER });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const accounts = await request.get(`${ADMIN}/staff-accounts`, { headers });
  const reviewer = ((await accounts.json()) as { data: { id: number; username: string }[] }).data.find(
    (account) => account.username === DEMO_REVIEWER.username,
  )!;
  const answer = give
    ? await request.post(`${ADMIN}/staff-accounts/${reviewer.id}/roles`, { headers, data: { role: 'shop' } })
    : await request.delete(`${ADMIN}/staff-accounts/${reviewer.id}/roles/shop`, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The Bangkok day `days` from now, `YYYY-MM-DD`. */
const bangkokDay = (days = 0) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

// The demo reviewer is a reviewer again whatever happened in the journey.
test.afterEach(async ({ request }) => reviewerShopRole(request, false));

test('staff set stock and a dated discount; a member pays the discounted price; the CSV has the order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await reviewerShopRole(request, true);

  // Staff, in a browser of their own: the page asks for the staff login first.
  const staffContext = await browser.newContext({
    storageState: returningVisitorState(),
    acceptDownloads: true,
  });
  const staff = await staffContext.newPage();
  await staff.goto(STOCK);
  await expect(staff.getByRole('heading', { level: 1, name: 'สต็อกและส่วนลดสินค้า' })).toBeVisible();
  await staff.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' }).click();
  await staff.getByRole('textbox', { name: /ชื่อผู้ใช้/ }).fill(DEMO_REVIEWER.username);
  await staff.getByLabel(/รหัสผ่าน/).fill(DEMO_REVIEWER.password);
  await staff.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(staff).toHaveURL(new RegExp(`${STOCK}$`));
  await expect(staff.getByText('เข้าสู่ระบบเป็น มาลี ตรวจดี (reviewer)')).toBeVisible();
  const table = staff.getByRole('table', { name: 'สต็อกและส่วนลดของสินค้า' });
  await expect(table).toBeVisible();
  await shoot(staff, 'list');

  await staff.getByRole('searchbox', { name: 'ค้นหาสินค้า' }).fill('รุ่น 54');
  await staff.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(staff).toHaveURL(/q=/);
  await expect(table.getByRole('row')).toHaveCount(7);

  await staff.getByRole('button', { name: `แก้ไขสต็อกและส่วนลด ${PRODUCT.name} ทองคำ · เล็ก` }).click();
  const dialog = staff.getByRole('dialog', { name: `สต็อกและส่วนลด: ${PRODUCT.name}` });
  const count = dialog.getByLabel('จำนวนสินค้าในร้าน (ชิ้น)');
  await count.fill('-3');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.getByText('กรุณากรอกจำนวนสินค้าเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป')).toBeVisible();
  await count.fill('7');
  await dialog.getByLabel('ชนิดส่วนลด').selectOption({ label: 'ลดเป็นเปอร์เซ็นต์ (%)' });
  await dialog.getByLabel('ลดกี่เปอร์เซ็นต์').fill('20');
  await expect(dialog.getByText('ผู้ซื้อจ่ายชิ้นละ 2,431 บาท (จาก 3,039 บาท)')).toBeVisible();
  await pickDay(dialog.getByLabel('เริ่มวันที่ (ไม่บังคับ)'), bangkokDay());
  const ends = dialog.getByLabel('ถึงวันที่ (ไม่บังคับ)');
  await pickDay(ends, bangkokDay(3));
  // A day picked can be taken back: the discount is then open-ended until another is picked.
  await dialog.getByRole('button', { name: 'ล้างวันสิ้นสุด' }).click();
  await expect(ends).toHaveText(/ไม่มีวันสิ้นสุด/);
  await pickDay(ends, bangkokDay(7));
  await expect(dialog.getByText('กรุณากรอกจำนวนสินค้าเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป')).toBeHidden();
  await shoot(staff, 'edit');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(staff.getByText('บันทึกสต็อกและส่วนลดแล้ว')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: 'ทองคำ · เล็ก' });
  await expect(row).toContainText('2,431');
  await expect(row).toContainText('ลด 20%');
  await expect(row.getByRole('cell').nth(4)).toHaveText('7');
  await shoot(staff, 'saved');

  // The member: the product page and the cart show 2,431; the purchase asks for 2,431.
  const member = await createMember(request, 'ผู้ซื้อลดราคา');
  const address = await request.post(`${API_URL}/api/public/v1/members/addresses`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      name: 'บ้าน',
      recipient: 'ผู้รับ ลดราคา',
      address: '1 ถนนราชดำเนิน',
      sub_district: 'พระบรมมหาราชวัง',
      district: 'พระนคร',
      province: 'กรุงเทพมหานคร',
      zip_code: '10200',
      tel: '0898765432',
    },
  });
  expect(address.ok()).toBe(true);
  await useMemberSession(page, member.token);
  await page.goto(`/ecommerce/store/${PRODUCT.code}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await page.getByRole('radio', { name: 'ทองคำ' }).check();
  await page.getByRole('radio', { name: 'เล็ก' }).check();
  await expect(page.locator('main')).toContainText('2,431');
  await page.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).click();
  await page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ }).click();
  const cart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
  await expect(cart).toContainText('2,431');
  await expect(cart.getByText('ประหยัด 608 บาท')).toBeVisible();
  await cart.getByRole('button', { name: 'สั่งซื้อ' }).click();
  await page.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await expect(page.getByRole('heading', { name: 'ชำระเงิน 2,431 บาท' })).toBeVisible();
  const code = /\/ecommerce\/purchases\/([A-Z0-9]+)/.exec(page.url())![1]!;

  // The stock screen counts the piece as held: 7 on the shelf, 6 left to sell.
  await staff.reload();
  await expect(row.getByRole('cell').nth(4)).toHaveText('6');
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');

  // Staff download the orders list searched by this code: the file is Excel's Thai CSV.
  await staff.goto(`/staff/shop-orders?q=${code}`);
  await expect(staff.getByRole('table')).toContainText(code);
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shop-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('รหัสคำสั่งซื้อ,วันที่สั่งซื้อ,สถานะ,ชื่อสมาชิก,ผู้รับ,เบอร์โทร,จำนวน (ชิ้น),ยอดชำระ (บาท),วันที่ส่งสลิป');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${code},\\d{2}/\\d{2}/25\\d{2} \\d{2}:\\d{2},จองแล้ว,[^,]*ผู้ซื้อลดราคา[^,]*,ผู้รับ ลดราคา,0898765432,1,2431\\.00,$`,
    ),
  );
  await staffContext.close();
});
