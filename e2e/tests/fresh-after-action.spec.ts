import { expect, test } from '@playwright/test';
import { createMember, useMemberSession } from '../support/members';
import { demoStore, freeNumber } from '../support/purchases';

// What one app does shows at once in another: the lottery remote orders and cancels, and the
// shell's bottom menu badge ('รอชำระเงิน') follows without a reload, through the kernel's shared
// request cache and the invalidation in its mutation functions.
test('an order made and cancelled in the lottery remote moves the shell menu badge without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store);
  const member = await createMember(request, 'ผู้ซื้อทันใจ');
  await useMemberSession(page, member.token);

  await page.goto(`/dealers/${store.userRef}`);
  await expect(page.getByRole('heading', { name: store.name, level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'เมนูลัดสมาชิก' });
  const awaiting = menu.getByRole('link', { name: /รอชำระเงิน/ });
  await expect(awaiting).toBeVisible();
  await expect(awaiting).not.toContainText('รายการ');

  // A page load would read every count again: a mark on the window shows none happens.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.getByLabel('หลักที่ 1').click();
  await page.keyboard.type(number);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).click();
  const cartButton = page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ });
  await cartButton.click();
  const cart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
  await cart.getByRole('button', { name: 'สั่งซื้อ', exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  await checkout.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await page.waitForURL(/\/orders\/[A-Z0-9-]+$/);
  await expect(page.getByText('จองแล้ว').first()).toBeVisible();

  // The new order counts in the shell's badge at once.
  await expect(awaiting).toContainText('1 รายการ');
  await page.screenshot({ path: 'test-results/fresh-after-action-ordered.png' });

  await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
  await expect(page.getByText('ยกเลิก', { exact: true }).first()).toBeVisible();

  // And the cancel takes it out again, still without a reload.
  await expect(awaiting).not.toContainText('รายการ');
  await page.screenshot({ path: 'test-results/fresh-after-action-cancelled.png' });
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});
