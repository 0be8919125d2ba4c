// A member buys an amulet end to end and anyone verifies its certificate.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { PNG_SLIP } from '../../e2e/support/purchases';

const SHOTS = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/ecommerce-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('browse, pick a variant, add twice, change quantity, order, pay by slip, shipped, received, certificate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'ผู้ซื้อพระ');
  const address = await request.post(`${API_URL}/api/public/v1/members/addresses`, {
    headers: { Authorization: `Bearer ${member.token}` },
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
  expect(address.ok()).toBe(true);
  await useMemberSession(page, member.token);

  await page.goto('/ecommerce/store');
  await expect(page.getByRole('heading', { level: 1, name: 'พระเครื่องและวัตถุมงคล' })).toBeVisible();
  await shoot(page, 'store');

  await page.getByRole('link', { name: /รุ่น 16 / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /รุ่น 16$/ })).toBeVisible();
  await page.getByRole('radio', { name: 'เงิน' }).check();
  await page.getByRole('radio', { name: 'ใหญ่' }).check();
  const add = page.getByRole('button', { name: 'หยิบใส่ตะกร้า' });
  await add.click();
  await expect(page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ })).toBeVisible();
  await add.click();
  await expect(page.getByRole('button', { name: /ตะกร้าสินค้า \(2\)/ })).toBeVisible();
  await shoot(page, 'product');

  await page.getByRole('button', { name: /ตะกร้าสินค้า \(2\)/ }).click();
  const panel = page.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  const quantity = panel.getByRole('spinbutton');
  await expect(quantity).toHaveValue('2');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(panel.getByText('รวม 3 ชิ้น')).toBeVisible();
  await shoot(page, 'cart-panel');

  await panel.getByRole('button', { name: 'สั่งซื้อ' }).click();
  const addressStep = page.getByRole('dialog', { name: 'ที่อยู่จัดส่ง' });
  await expect(addressStep.getByText('ผู้ซื้อพระ ทดสอบ')).toBeVisible();
  await shoot(page, 'cart-address');
  await addressStep.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await expect(addressStep.getByText('สั่งซื้อสำเร็จ กำลังนำท่านไปสู่หน้าการสั่งซื้อ...')).toBeVisible();
  await page.waitForURL(/\/ecommerce\/purchases\/SP\d{6}[0-9A-Z]{6}$/);
  const code = page.url().split('/').pop()!;

  // The QR and the instructions come from the purchase's payment (§7 POST /{id}/payments).
  await expect(page.getByRole('img', { name: /QR พร้อมเพย์/ })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('สถานะการชำระเงิน: รอชำระเงิน');
  await shoot(page, 'purchase-unpaid');
  await page
    .getByLabel('สลิปการโอนเงิน')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG_SLIP });
  await page.getByRole('button', { name: 'อัพโหลดสลิป' }).click();
  await expect(page.getByText('ได้รับสลิปแล้ว รอร้านค้าตรวจสอบการชำระเงิน')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('สถานะการชำระเงิน: กำลังตรวจสอบการชำระเงิน');
  await shoot(page, 'purchase-verifying');

  // The shop side: accept the slip, then ship the parcel.
  const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  const paid = await request.post(`${API_URL}/admin/v1/shop-purchases/${code}/confirm-payment`, {
    headers: admin,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const shipmentId = ((await paid.json()) as { data: { shipments: { id: number }[] } }).data.shipments[0]!.id;
  const shipped = await request.put(
    `${API_URL}/admin/v1/shop-purchases/${code}/order-shipments/${shipmentId}`,
    {
      headers: admin,
      data: { status: 'shipped', tracking_no: 'TH0001E2E' },
    },
  );
  expect(shipped.ok(), await shipped.text()).toBe(true);

  // The page moves on by itself: the notice of the confirmed payment reaches it over the notices
  // stream, before anyone presses the payment status check.
  await expect(page.getByTestId('payment-status')).toBeHidden();
  // The shipment was set through the old per-parcel call, which tells the member nothing (the back
  // office's ship does): the page shows it once read again.
  await page.reload();
  await page.getByRole('button', { name: 'ยืนยันได้รับสินค้า' }).click();
  await expect(page.getByText(/· ได้รับสินค้าแล้ว$/)).toBeVisible();
  await expect(page.getByTestId('tracking-no')).toHaveText('TH0001E2E');
  await shoot(page, 'purchase-received');

  await page
    .getByRole('link', { name: /^ใบรับรอง / })
    .first()
    .click();
  await expect(page.getByText('✓ พระแท้ มีใบรับรองจากร้านค้า')).toBeVisible();
  await expect(page.locator('main').getByText('ผู้ซื้อพระ')).toHaveCount(0);
  await shoot(page, 'certificate');

  // The member's own pages list the purchase and the amulets; the shops page lists the dealers.
  await page.goto('/members/ecommerce/purchase-history');
  await expect(page.getByRole('link', { name: code })).toBeVisible();
  await shoot(page, 'purchase-history');
  await page.goto('/members/ecommerce/amulet-bag');
  await expect(page.getByText('✓ พระแท้ มีใบรับรองจากร้านค้า')).toHaveCount(3);
  await shoot(page, 'amulet-bag');
  await page.goto('/ecommerce/dealers');
  await expect(page.getByRole('link', { name: /สยามพระเครื่อง/ })).toBeVisible();
  await shoot(page, 'dealers');
});
