// Spec §4 order submit: a price that moved between the cart and the order is shown before ordering.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';

const setDiscount = async (request: APIRequestContext, amount: number) => {
  const response = await request.put(`${API_URL}/admin/v1/shop-products/AM0017/discount`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { discount: { type: 'fixed', amount } },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

test('the price-changed warning: view the cart, or order at the new price', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'ผู้ซื้อราคาเปลี่ยน');
  const address = await request.post(`${API_URL}/api/public/v1/members/addresses`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      name: 'ที่ทำงาน',
      recipient: 'ผู้ซื้อราคาเปลี่ยน',
      address: '1 ถนนสีลม',
      sub_district: 'สีลม',
      district: 'บางรัก',
      province: 'กรุงเทพมหานคร',
      zip_code: '10500',
      tel: '0898765432',
    },
  });
  expect(address.ok()).toBe(true);
  await setDiscount(request, 50);
  await useMemberSession(page, member.token);
  await page.goto('/ecommerce/store/AM0017');
  await page.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).click();
  await page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ }).click();
  const cartStep = page.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
  await cartStep.getByRole('button', { name: 'สั่งซื้อ' }).click();

  // The shop lowers the price again while the member is on the address step.
  await setDiscount(request, 80);
  await page.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  const warning = page.getByRole('alertdialog', { name: 'ราคาสินค้ามีการเปลี่ยนแปลง' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'ดูตะกร้าสินค้า' }).click();
  await expect(page.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toBeVisible();
  await expect(page.getByText('ประหยัด 80 บาท')).toBeVisible();

  await page.getByRole('button', { name: 'สั่งซื้อ' }).click();
  await setDiscount(request, 100);
  await page.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'สั่งซื้อต่อ' }).click();
  await page.waitForURL(/\/ecommerce\/purchases\/SP/);
  // AM0017 ทองคำ/เล็ก is 3,279 baht: ordered at the price of the moment, 100 off.
  await expect(page.getByRole('heading', { name: 'ชำระเงิน 3,179 บาท' })).toBeVisible();
  await setDiscount(request, 50);
});
