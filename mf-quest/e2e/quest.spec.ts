// This remote's own journeys: `npm run e2e -w mf-quest` runs them under the shell with only
// mf-quest built fresh; `npm run e2e` runs them with every other app's (e2e/README.md).
import { expect, test } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { buyTicketThroughApi, demoStore, freeNumber } from '../../e2e/support/purchases';
import { comeBack, createQuest } from './quest-support';

const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('a member buys to the target, the modal opens, the reward is claimed and its parcel followed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await createQuest(request, 2);
  const store = await demoStore(request);
  const member = await createMember(request, 'นักล่ารางวัล');
  await useMemberSession(page, member.token);

  await page.goto('/members/activities');
  await expect(page.getByRole('heading', { name: 'กิจกรรมของฉัน', level: 1 })).toBeVisible();
  const strip = page.getByRole('button', { name: /ซื้อครบ 2 ใบ/ });
  await expect(strip).toContainText('เหลืออีก 2 ใบ');
  await expect(page.getByRole('link', { name: 'กิจกรรมของฉัน' })).toBeVisible();

  const first = await freeNumber(request, store, '_____3');
  await buyTicketThroughApi(request, member.token, store, first.number);
  await comeBack(page);
  await expect(strip).toContainText('เหลืออีก 1 ใบ');
  await expect(page.getByRole('progressbar', { name: 'ความคืบหน้ากิจกรรม' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );

  const second = await freeNumber(request, store, '_____4');
  await buyTicketThroughApi(request, member.token, store, second.number);
  await comeBack(page);
  // At the target the detail modal opens by itself on the reward tab.
  const modal = page.getByRole('dialog', { name: /ซื้อครบ 2 ใบ/ });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'ของรางวัล' })).toHaveAttribute('aria-selected', 'true');
  await expect(strip).toContainText('2 / 2 ใบ (ครบ)');
  await expect(page.getByTestId('quest-gift-count')).toHaveText('1');
  await modal.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();

  const form = page.getByRole('dialog', { name: 'ที่อยู่สำหรับจัดส่งของรางวัล' });
  await form.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();
  await expect(form.getByText('กรุณากรอกชื่อผู้รับ')).toBeVisible();
  await form.getByRole('textbox', { name: /ชื่อผู้รับ$/ }).fill('สมชาย ใจดี');
  await form.getByRole('textbox', { name: /เบอร์โทรศัพท์$/ }).fill('0812345678');
  await form.getByRole('textbox', { name: /^\*?\s*ที่อยู่$/ }).fill('99/1 ถนนเจริญกรุง');
  await form.getByRole('combobox', { name: /ตำบล\/แขวง$/ }).fill('สี่พระยา');
  await form.getByRole('combobox', { name: /อำเภอ\/เขต$/ }).fill('บางรัก');
  await form.getByRole('combobox', { name: /จังหวัด$/ }).fill('กรุงเทพมหานคร');
  await form.getByRole('combobox', { name: /รหัสไปรษณีย์$/ }).fill('10500');
  await form.getByRole('textbox', { name: 'หมายเหตุ' }).fill('ฝากไว้ที่ป้อมยาม');
  await form.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();

  const success = page.getByRole('dialog', { name: 'ลงทะเบียนรับของรางวัลสำเร็จ' });
  await expect(success.getByText('รอรับของรางวัลได้เลย')).toBeVisible();
  await success.getByRole('link', { name: 'ดูกิจกรรมของฉัน' }).click();
  await expect(page.getByTestId('quest-gift-count')).toHaveCount(0);

  await page.getByRole('link', { name: 'การจัดส่งของรางวัล' }).click();
  await page
    .getByRole('link', { name: /กระเป๋าผ้ามงคล/ })
    .first()
    .click();
  const timeline = page.getByRole('list', { name: 'สถานะการจัดส่ง' });
  await expect(timeline.locator('[data-status="prepare_to_ship"]')).not.toContainText('รอดำเนินการ');
  await expect(timeline.locator('[data-status="courier_received"]')).toContainText('รอดำเนินการ');

  // The warehouse moves it along; the member's timeline follows.
  const shipmentId = Number(new URL(page.url()).pathname.split('/').pop());
  for (const data of [
    { status: 'courier_received' },
    { status: 'shipped', carrier: 'ไปรษณีย์ไทย', tracking_number: 'EF123456789TH' },
  ]) {
    const moved = await request.post(`${API_URL}/admin/v1/quest-reward-shipments/${shipmentId}/status`, {
      headers: admin,
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  await page.reload();
  await expect(timeline.locator('[data-status="shipped"]')).not.toContainText('รอดำเนินการ');
  await expect(page.getByText('EF123456789TH')).toBeVisible();
});

test('a visitor sees no quest widget and asks nothing of the quest API', async ({ page }) => {
  const questCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/quests') || r.url().includes('quest-gift-button')) questCalls.push(r.url());
  });
  await page.goto('/lotteries/search-results');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('quest-floating')).toHaveCount(0);
  expect(questCalls.filter((u) => u.includes('/public/bos/v1/quests'))).toEqual([]);
});
