// The dealer's truck staff page at the four audit widths, the list and the add dialog
// (e2e/test-results/screenshots/truck-staff-*), for a person to look at.
import { expect, test } from '@playwright/test';
import { API_URL } from '../../e2e/support/env';
import { useMemberSession } from '../../e2e/support/members';
import { DEMO_DEALER_PASSWORD } from '../../e2e/support/purchases';
import { acceptTermsIfAsked, shot } from './truck-support';

for (const width of [390, 1024, 1280, 1440]) {
  test(`screenshot the truck staff page at ${width}px`, async ({ page }) => {
    const login = await page.request.post(`${API_URL}/public/bos/v1/dealer/auth/login`, {
      data: { tel: '0861000007', password: DEMO_DEALER_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await useMemberSession(page, token);
    // A second operator, switched off, with a long name: the other state and the wrapping show too.
    const headers = { Authorization: `Bearer ${token}` };
    const added = await page.request.post(`${API_URL}/public/bos/v1/dealer/truck/operators`, {
      headers,
      data: { name: 'พี่ต้นกล้า ขายดีประจำตลาดนัดเช้าวันเสาร์', username: `shot-${width}`, password: 'truckpass1' },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const { id } = ((await added.json()) as { data: { id: number } }).data;
    await page.request.patch(`${API_URL}/public/bos/v1/dealer/truck/operators/${id}`, {
      headers,
      data: { is_active: false },
    });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/truck/staff');
    await acceptTermsIfAsked(page);
    await expect(page.getByRole('list', { name: 'พนักงานขาย' })).toBeVisible();
    await shot(page, `staff-${width}`);
    await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มพนักงานขาย' });
    await expect(dialog).toBeVisible();
    await shot(page, `staff-add-${width}`);
    // The API's field error under its field, what was typed kept.
    await dialog.getByLabel('ชื่อพนักงาน').fill('น้องฟ้า');
    await dialog.getByLabel('ชื่อผู้ใช้').fill('truck-pim');
    await dialog.getByLabel('รหัสผ่าน').fill('truckpass1');
    await dialog.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
    await expect(dialog.getByLabel('ชื่อผู้ใช้')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `staff-add-error-${width}`);
  });
}
