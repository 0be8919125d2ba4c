// Every truck page at 390 px (the operator's phone) and 1280 px (e2e/test-results/screenshots/truck-*),
// for a person to look at.
import { expect, test } from '@playwright/test';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { operatorLogin, resultNumbers, searchOnPad, shot } from './truck-support';

for (const width of [390, 1280]) {
  test(`screenshot the truck pages at ${width}px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/truck');
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบพนักงานขาย' })).toBeVisible();
    await shot(page, `login-${width}`);
    await operatorLogin(page);
    await searchOnPad(page, '5');
    const [number] = await resultNumbers(page);
    await page.getByRole('button', { name: `เลือกเลข ${number}` }).click();
    await shot(page, `store-${width}`);
    await page.goto('/truck/store/cart');
    await expect(page.getByRole('heading', { name: 'ตะกร้าขายสลาก' })).toBeVisible();
    await shot(page, `cart-${width}`);
    await page.getByRole('button', { name: 'ยืนยันการขาย', exact: false }).click();
    await expect(page.getByRole('region', { name: 'ใบเสร็จ' }).getByRole('img')).toBeVisible();
    await shot(page, `receipt-${width}`);

    await page.goto('/บริการฟู้ดทรัค');
    await expect(page.getByRole('heading', { level: 1, name: 'บริการฟู้ดทรัค' })).toBeVisible();
    await shot(page, `food-trucks-${width}`);

    const member = await createMember(request, 'ภาพหน้าจอ');
    await useMemberSession(page, member.token);
    await page.goto('/truck/claim');
    await expect(page.getByRole('heading', { name: 'รับสลากจากรถขายสลาก' })).toBeVisible();
    await shot(page, `claim-${width}`);
  });
}
