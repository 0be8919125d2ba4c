// Every quest widget and page at 390 px and 1280 px (e2e/test-results/screenshots/quest-*), for a
// person to look at.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { buyTicketThroughApi, demoStore, freeNumber } from '../../e2e/support/purchases';
import { comeBack, createQuest } from './quest-support';

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/screenshots/quest-${name}-${width}.png` });

for (const width of [390, 1280]) {
  test(`screenshot the quest widgets and pages at ${width}px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await createQuest(request, 2);
    const store = await demoStore(request);
    const member = await createMember(request, 'ภาพหน้าจอ');
    await useMemberSession(page, member.token);
    await page.goto('/members/activities');
    // The shell's LINE banner sits where the strip floats on a phone: close it as a member would.
    await page.getByRole('button', { name: 'ปิดแบนเนอร์แจ้งเตือน LINE' }).click();
    await buyTicketThroughApi(
      request,
      member.token,
      store,
      (await freeNumber(request, store, '_____5')).number,
    );
    await comeBack(page);
    const strip = page.getByRole('button', { name: /ซื้อครบ 2 ใบ/ });
    await expect(strip).toContainText('เหลืออีก 1 ใบ');
    await shot(page, 'activities-strip', width);

    await strip.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, 'detail-modal', width);
    await page.getByRole('tab', { name: 'ของรางวัล' }).click();
    await shot(page, 'reward-panel-buy-more', width);
    await page.getByRole('button', { name: 'ซื้อลอตเตอรี่เพิ่ม' }).click();

    await buyTicketThroughApi(
      request,
      member.token,
      store,
      (await freeNumber(request, store, '_____6')).number,
    );
    await comeBack(page);
    await expect(page.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' })).toBeVisible();
    await shot(page, 'reward-panel-ready', width);
    await page.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();
    const form = page.getByRole('dialog', { name: 'ที่อยู่สำหรับจัดส่งของรางวัล' });
    await form.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();
    await expect(form.getByText('กรุณากรอกชื่อผู้รับ')).toBeVisible();
    await shot(page, 'address-modal-errors', width);
    await form.getByRole('textbox', { name: /ชื่อผู้รับ$/ }).fill('สมชาย ใจดี');
    await form.getByRole('textbox', { name: /เบอร์โทรศัพท์$/ }).fill('0812345678');
    await form.getByRole('textbox', { name: /^\*?\s*ที่อยู่$/ }).fill('99/1 ถนนเจริญกรุง');
    await form.getByRole('combobox', { name: /ตำบล\/แขวง$/ }).fill('สี่พระยา');
    await form.getByRole('combobox', { name: /อำเภอ\/เขต$/ }).fill('บางรัก');
    await form.getByRole('combobox', { name: /จังหวัด$/ }).fill('กรุงเทพมหานคร');
    await form.getByRole('combobox', { name: /รหัสไปรษณีย์$/ }).fill('10500');
    await form.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();
    const success = page.getByRole('dialog', { name: 'ลงทะเบียนรับของรางวัลสำเร็จ' });
    await expect(success).toBeVisible();
    await shot(page, 'claim-success', width);
    await success.getByRole('button', { name: 'ปิด', exact: true }).click();

    await page.goto('/members/activities');
    await expect(page.getByText('สำเร็จ', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/quest-activities-${width}.png`, fullPage: true });
    await page
      .getByRole('link', { name: /ซื้อครบ 2 ใบ/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'ติดตามการจัดส่ง' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/quest-activity-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: 'ติดตามการจัดส่ง' }).click();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await request.post(`${API_URL}/admin/v1/quest-reward-shipments/${id}/status`, {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { status: 'courier_received' },
    });
    await page.reload();
    await expect(page.getByRole('list', { name: 'สถานะการจัดส่ง' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/quest-shipment-${width}.png`, fullPage: true });
    await page.goto('/members/activities/shipments');
    await expect(page.getByRole('heading', { name: 'การจัดส่งของรางวัล' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/quest-shipments-${width}.png`, fullPage: true });
  });
}
