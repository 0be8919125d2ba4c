import { expect, test } from '@playwright/test';
import { acceptConsent, createMember, useMemberSession } from '../../e2e/support/members';
import { demoStore, DEMO_DEALER_PASSWORD, freeNumber, PNG_SLIP } from '../../e2e/support/purchases';

// The heart of the marketplace: find a number, reserve it, order, pay by slip, the
// dealer confirms, and the ticket is in the member's safe.
test('a member buys a ticket: search, cart with countdown, order, slip, dealer confirms, safe', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store);
  const member = await createMember(request, 'ผู้ซื้อสลาก');
  await useMemberSession(page, member.token);

  await page.goto(`/dealers/${store.userRef}`);
  await expect(page.getByRole('heading', { name: store.name, level: 1 })).toBeVisible();

  // Six digit boxes; a typed digit moves to the next box.
  await page.getByLabel('หลักที่ 1').click();
  await page.keyboard.type(number);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).click();

  // The reservation counts down from the server's 15 minutes.
  const cartButton = page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ });
  await expect(cartButton).toBeVisible();
  await expect(cartButton).toContainText(/1[45]:\d\d/);
  await cartButton.click();

  const cart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
  await expect(cart.getByText(number)).toBeVisible();
  await cart.getByRole('button', { name: 'สั่งซื้อ', exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  await checkout.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await expect(page.getByText('สั่งซื้อสำเร็จ กำลังนำท่านไปสู่หน้าการสั่งซื้อ...')).toBeVisible();
  await page.waitForURL(/\/orders\/[A-Z0-9]+$/);
  const orderCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  await expect(page.getByText('จองแล้ว').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์/ })).toBeVisible();

  // A file that is not an image or PDF is refused, and the order stays as it was.
  await page.getByLabel('ไฟล์สลิป').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await page.getByRole('button', { name: 'อัพโหลดสลิป' }).click();
  await expect(page.getByText(/ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF/)).toBeVisible();
  await expect(page.getByText('จองแล้ว').first()).toBeVisible();

  await page
    .getByLabel('ไฟล์สลิป')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG_SLIP });
  await page.getByRole('button', { name: 'อัพโหลดสลิป' }).click();
  await expect(page.getByText('อัพโหลดสลิปแล้ว').first()).toBeVisible();

  // The dealer logs in on their own page and confirms the payment.
  const dealer = await browser.newPage();
  await dealer.goto('/dealer/login');
  await dealer.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }).fill(store.dealerTel);
  await dealer.getByLabel('รหัสผ่าน').fill(DEMO_DEALER_PASSWORD);
  await dealer.getByRole('button', { name: 'เข้าสู่ระบบร้านค้า' }).click();
  await dealer.waitForURL('**/dealer/orders');
  // A dealer is a signed-in user too: the first time, they accept the terms like everyone.
  await acceptConsent(dealer);
  const card = dealer.getByRole('article').filter({ hasText: orderCode });
  await card.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await dealer.getByRole('alertdialog').getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await expect(card).toBeHidden();
  await dealer.close();

  await page.goto(`/orders/${orderCode}`);
  await expect(page.getByText('การสั่งซื้อเสร็จสมบูรณ์').first()).toBeVisible();
  await page.goto('/members/safe');
  await expect(page.getByRole('img', { name: new RegExp(`สลากเลข ${number}`) })).toBeVisible();
});
