import { expect, test } from '@playwright/test';

// /complain: Thai errors on bad input, nothing typed is lost, and a reference on success.
test('a complaint with a bad phone number is refused in Thai, then sent', async ({ page }) => {
  await page.goto('/complain');
  await page.getByLabel(/ชื่อ-นามสกุล/).fill('สมหญิง ใจดี');
  await page.getByLabel(/เบอร์โทรศัพท์/).fill('12345');
  await page
    .getByRole('radiogroup', { name: /หัวข้อ/ })
    .getByRole('radio', { name: 'การสั่งซื้อและการชำระเงิน' })
    .check();
  await page.getByLabel(/รายละเอียด/).fill('ชำระเงินแล้วแต่สถานะคำสั่งซื้อยังไม่เปลี่ยน รบกวนตรวจสอบให้ด้วยค่ะ');
  await page.getByRole('button', { name: /ส่ง/ }).click();

  await expect(page.getByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0')).toBeVisible();
  await expect(page.getByLabel(/รายละเอียด/)).toHaveValue(/ชำระเงินแล้ว/);

  await page.getByLabel(/เบอร์โทรศัพท์/).fill('0812345678');
  await page.getByRole('button', { name: /ส่ง/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ส่งเรื่องร้องเรียนเรียบร้อยแล้ว' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /CP/ })).toBeVisible();
});
