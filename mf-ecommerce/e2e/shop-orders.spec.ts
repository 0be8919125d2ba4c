// The shop's back office on the site: a buyer orders an amulet and pays with a slip on the purchase
// page, the demo staff logs in at the console from /staff/shop-orders, finds the purchase by its
// code, sees the slip beside the amount, confirms it and ships it with Kerry and a tracking number;
// the buyer's purchase page then shows the carrier and the tracking number.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { API_URL, REPO_ROOT } from '../../e2e/support/env';
import { createMember, useMemberSession, type Member } from '../../e2e/support/members';
import { returningVisitorState } from '../../e2e/support/site-state';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
const ORDERS = '/staff/shop-orders';
/** api/src/staff/demo-staff.ts (seeded with the demo data). */
const DEMO_STAFF = { username: 'owner', password: 'chokdee-admin-1234' };
const SHOP = `${API_URL}/api/public/v1`;

test.use({ storageState: returningVisitorState() });

/** A slip-shaped picture (a bank app's portrait receipt: a coloured head, a white body). */
async function slipPicture(): Promise<Buffer> {
  const body = await sharp({ create: { width: 340, height: 480, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 360, height: 640, channels: 3, background: '#1e5aa8' } })
    .composite([{ input: body, top: 140, left: 10 }])
    .png()
    .toBuffer();
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `shop-orders-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An address, a cart with one amulet and the purchase, all as the member: its code. */
async function orderAmulet(request: APIRequestContext, member: Member): Promise<string> {
  const auth = { Authorization: `Bearer ${member.token}` };
  const me = await request.get(`${API_URL}/public/v2/auth/me`, { headers: auth });
  const ref = ((await me.json()) as { data: { ref: string } }).data.ref;
  const headers = { ...auth, 'x-user-ref': ref };
  const address = await request.post(`${SHOP}/members/addresses`, {
    headers: auth,
    data: {
      name: 'บ้าน',
      recipient: 'ผู้ซื้อพระ ทดสอบ',
      address: '99/1 ถนนเจริญกรุง',
      sub_district: 'สี่พระยา',
      district: 'บางรัก',
      province: 'กรุงเทพมหานคร',
      zip_code: '10500',
      tel: '0812345678',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const product = await request.get(`${SHOP}/products/AM0024`);
  const variants = ((await product.json()) as { data: { variants: { id: number; stock: number }[] } }).data
    .variants;
  const variant = variants.find((v) => v.stock > 0)!;
  const cart = await request.post(`${SHOP}/carts`, { headers });
  const key = ((await cart.json()) as { data: { key: string } }).data.key;
  const added = await request.post(`${SHOP}/carts/${key}/items`, {
    headers,
    data: { product_variant_id: variant.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const purchase = await request.post(`${SHOP}/purchases`, {
    headers,
    data: { channel: 'web', member_name: member.name, cart_key: key, address_id: addressId },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  return ((await purchase.json()) as { data: { code: string } }).data.code;
}

test('buyer pays with a slip, staff confirm and ship it with a tracking number, the buyer sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await createMember(request, 'ผู้ซื้อพระ');
  const code = await orderAmulet(request, buyer);

  // The buyer pays: the slip goes up from the purchase page.
  await useMemberSession(page, buyer.token);
  await page.goto(`/ecommerce/purchases/${code}`);
  await page
    .getByLabel('สลิปการโอนเงิน')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await slipPicture() });
  await page.getByRole('button', { name: 'อัพโหลดสลิป' }).click();
  await expect(page.getByText('ได้รับสลิปแล้ว รอร้านค้าตรวจสอบการชำระเงิน')).toBeVisible();

  // Staff, in a browser of their own: no session, so the page asks to log in and calls no admin API.
  const staffContext = await browser.newContext({ storageState: returningVisitorState() });
  const staff = await staffContext.newPage();
  const adminCalls: string[] = [];
  staff.on('request', (req) => {
    if (req.url().includes('/admin/v1/shop-purchases')) adminCalls.push(req.url());
  });
  await staff.goto(ORDERS);
  await expect(staff.getByRole('heading', { level: 1, name: 'คำสั่งซื้อร้านค้า' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อจัดการคำสั่งซื้อ' })).toBeVisible();
  expect(adminCalls).toEqual([]);
  await staff.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' }).click();
  await expect(staff).toHaveURL(/\/admin\?redirect_url=/);
  await staff.getByRole('textbox', { name: /ชื่อผู้ใช้/ }).fill(DEMO_STAFF.username);
  await staff.getByLabel(/รหัสผ่าน/).fill(DEMO_STAFF.password);
  await staff.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(staff).toHaveURL(new RegExp(`${ORDERS}$`));

  // The slips to check, then this one by its code.
  await staff
    .getByRole('navigation', { name: 'สถานะคำสั่งซื้อ' })
    .getByRole('button', { name: 'รอตรวจสลิป' })
    .click();
  await expect(staff.getByRole('table', { name: 'คำสั่งซื้อรอตรวจสลิป' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'ค้นหาคำสั่งซื้อ' }).fill(code.toLowerCase());
  await staff.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(staff).toHaveURL(/stage=awaiting_check&q=/);
  const rows = staff.getByRole('table', { name: 'คำสั่งซื้อรอตรวจสลิป' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('ผู้ซื้อพระ');
  await shoot(staff, 'list');

  await staff.getByRole('button', { name: `ดูคำสั่งซื้อ ${code}` }).click();
  const detail = staff.getByRole('dialog', { name: `คำสั่งซื้อ ${code}` });
  const slip = detail.getByRole('img', { name: `สลิปของคำสั่งซื้อ ${code}` });
  await expect
    .poll(() => slip.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(detail.getByRole('region', { name: 'การชำระเงิน' })).toContainText('บัญชีร้านค้าพร้อมเพย์ของร้าน');
  await shoot(staff, 'slip-check');

  await detail.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'ยืนยันการชำระเงิน' });
  await confirm.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await expect(staff.getByText(`ยืนยันการชำระเงิน ${code} แล้ว`)).toBeVisible();
  await expect(detail.getByText('ชำระเงินแล้ว', { exact: true })).toBeVisible();

  await detail.getByRole('button', { name: 'จัดส่งสินค้า' }).click();
  const ship = staff.getByRole('dialog', { name: `จัดส่งคำสั่งซื้อ ${code}` });
  await ship.getByRole('combobox', { name: /บริษัทขนส่ง/ }).selectOption({ label: 'Kerry Express' });
  const tracking = ship.getByRole('textbox', { name: /เลขพัสดุ/ });
  await tracking.fill('12');
  await ship.getByRole('button', { name: 'บันทึกการจัดส่ง' }).click();
  await expect(ship.getByText('เลขพัสดุไม่ถูกต้อง')).toBeVisible();
  await shoot(staff, 'ship-dialog');
  await tracking.fill('KEX 1234 5678 90');
  await ship.getByRole('button', { name: 'บันทึกการจัดส่ง' }).click();
  await expect(ship).toHaveCount(0);
  // Within seconds and without a reload, the buyer's open page has it and the user menu counts both
  // notices (paid, shipped): their prompt comes over the notices stream, where the periodic read
  // comes every 30 s.
  await expect(page.getByTestId('tracking-no')).toHaveText('KEX1234567890', { timeout: 3_000 });
  await expect(page.getByRole('button', { name: 'เมนูผู้ใช้ มีการแจ้งเตือนใหม่ 2 รายการ' })).toBeVisible({
    timeout: 3_000,
  });
  await expect(detail).toContainText('Kerry Express · เลขพัสดุ KEX1234567890');
  await shoot(staff, 'shipped');
  await staffContext.close();

  // The buyer's purchase page, open all along, shows the carrier and the tracking number.
  await expect(page.getByTestId('tracking-no')).toHaveText('KEX1234567890');
  // The shell's LINE invitation is not what these pictures are about.
  const lineBanner = page.getByRole('button', { name: 'ปิดแบนเนอร์แจ้งเตือน LINE' });
  if (await lineBanner.isVisible()) await lineBanner.click();
  await expect(page.getByText(/Kerry Express · เลขพัสดุ/)).toBeVisible();
  await shoot(page, 'buyer');
});
