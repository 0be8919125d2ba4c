// The form screens at the widths people use (390 phone, 1024 tablet, 1280 and 1440 desktop) into
// e2e/test-results/screenshots/forms-*, for a person to look at: the slip upload, the prayer
// wizard's pictures step, the truck POS header, the OTP screen and the profile's notice switches.
// Each also checks that nothing is wider than the screen.
import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { operatorLogin } from '../../mf-truck/e2e/truck-support';
import { API_URL, REPO_ROOT } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import { demoStore, freeNumber } from '../support/purchases';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
const WIDTHS = [390, 1024, 1280, 1440];

async function shootAllWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `forms-${name}-${width}.png`), fullPage: true });
  }
}

/** A picture with something to see in the previews (the slip fixture is a single pixel). */
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function reservedOrder(page: Page, token: string): Promise<string> {
  const request = page.request;
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store);
  const headers = {
    Authorization: `Bearer ${token}`,
    'x-user-ref': store.userRef,
    'x-store-code': store.code,
  };
  const cart = (await (await request.post(`${API_URL}/public/v2/carts`, { headers })).json()) as {
    meta: { id: string };
  };
  await request.post(`${API_URL}/public/v2/carts/${cart.meta.id}/items`, {
    headers,
    data: { number, quantity: 1 },
  });
  const order = (await (
    await request.post(`${API_URL}/public/bos/v1/orders/lottery-shelf?includes=order_items`, {
      headers,
      data: { channel: 'web', member_name: 'ผู้ซื้อทดสอบ', cart_key: cart.meta.id },
    })
  ).json()) as { data: { code: string } };
  return order.data.code;
}

test('the slip upload form, with a chosen slip', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'ภาพหน้าจอสลิป');
  await useMemberSession(page, member.token);
  await page.goto(`/orders/${await reservedOrder(page, member.token)}`);
  const picker = page.getByLabel('ไฟล์สลิป');
  await expect(picker).toBeVisible();
  await shootAllWidths(page, 'slip-empty');
  await picker.setInputFiles({
    name: 'slip-from-the-bank-app-2569.png',
    mimeType: 'image/png',
    buffer: await picture(600, 1000, '#4caf50'),
  });
  await expect(page.getByText(/ไฟล์ที่เลือก: slip-from-the-bank-app-2569\.png/)).toBeVisible();
  await shootAllWidths(page, 'slip-chosen');
  expect(await seriousViolations(page, 'form:has(input[type="file"])')).toEqual([]);
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toHaveText('ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'forms-slip-bad-type-390.png'), fullPage: true });
});

test('the prayer wizard’s pictures step', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'ภาพหน้าจอขอพร');
  const draft = await request.post(`${API_URL}/public/v1/members/pray/projects`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      title: 'ขอให้สอบติดคณะที่ตั้งใจไว้ในปีการศึกษาหน้านี้',
      category: 'study',
      target_supporters: 99,
      starts_on: '2026-11-01',
      ends_on: '2027-12-31',
      story: '<p>อ่านหนังสือทุกวัน</p>',
    },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  const { data } = (await draft.json()) as { data: { id: number } };
  await useMemberSession(page, member.token);
  await page.goto(`/members/pray/edit/${data.id}/pictures`);
  const picker = page.getByLabel('เพิ่มรูปภาพ (รูปแรกเป็นภาพปก)');
  await expect(picker).toBeVisible();
  await shootAllWidths(page, 'pray-pictures-empty');
  await picker.setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await picture(1600, 900, '#84fab0'),
  });
  await expect(page.getByRole('list', { name: 'รูปภาพของคำขอพร' }).getByRole('img')).toHaveCount(1);
  await shootAllWidths(page, 'pray-pictures');
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('the truck POS header', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await operatorLogin(page);
  const bar = page.getByRole('banner');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    // One line: no taller than the bar's own minimum with its tap targets.
    expect((await bar.boundingBox())!.height, `header at ${width}px`).toBeLessThanOrEqual(64);
  }
  await shootAllWidths(page, 'truck-header');

  // The longest store names the demo has not: the name gives way (ends in …), the bar stays one line.
  await bar.locator('span[title]').evaluate((name) => {
    name.textContent = 'ร้านสลากกินแบ่งรัฐบาลเจ้าเก่าตลาดนัดหน้าที่ว่าการอำเภอเมืองเชียงใหม่';
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    expect((await bar.boundingBox())!.height, `header with a long name at ${width}px`).toBeLessThanOrEqual(
      64,
    );
  }
  await shootAllWidths(page, 'truck-header-long-name');
});

test('the OTP screen shows a short reference', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await createMember(request, 'ภาพหน้าจอโอทีพี', { verified: false });
  await useMemberSession(page, member.token);
  await page.goto('/members/verify-phone');
  await expect(page.getByText(/ส่งรหัส OTP ไปที่ .* แล้ว \(รหัสอ้างอิง: [A-Z0-9]{4,6}\)/)).toBeVisible();
  await shootAllWidths(page, 'otp');
});

test('the notice switches on the profile', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'ภาพหน้าจอการแจ้งเตือน');
  await useMemberSession(page, member.token);
  await page.goto('/members/profile');
  const notices = page.getByRole('region', { name: 'การแจ้งเตือน' });
  await expect(notices.getByRole('switch', { name: 'ผลรางวัล ทางLINE' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootAllWidths(page, 'profile-notices');
});
