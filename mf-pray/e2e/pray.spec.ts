// mf-pray's own journeys under the shell: `npm run e2e -w mf-pray` (only mf-pray built fresh).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { API_URL, E2E_ADMIN_TOKEN, REPO_ROOT } from '../../e2e/support/env';
import { pickDay } from '../../e2e/support/date-field';
import { createMember, useMemberSession } from '../../e2e/support/members';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
const PRAY = `/${encodeURIComponent('ขอพร')}`;

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `pray-${name}-${width}.png`), fullPage: true });
  }
}

test('a visitor finds a wish by a Thai fragment and reads it, but is sent to log in to join', async ({
  page,
}) => {
  await page.goto(PRAY);
  await expect(page.getByRole('heading', { level: 1, name: 'ความปรารถนาของมังกรฟ้า' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'รายการคำขอพร' }).getByRole('listitem')).toHaveCount(12);
  await shoot(page, 'list');

  await page.getByRole('searchbox', { name: 'ค้นหาคำขอพร' }).fill('หายป่วยจาก');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  const card = page.getByRole('link', { name: /ขอให้คุณแม่หายป่วยจากโรคมะเร็ง/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'ขอให้คุณแม่หายป่วยจากโรคมะเร็ง' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'แชร์ LINE' })).toHaveAttribute(
    'href',
    /social-plugins\.line\.me/,
  );
  await shoot(page, 'project');
  await page.getByRole('link', { name: /ข่าวความคืบหน้า/ }).click();
  await expect(page.getByRole('link', { name: 'ขอบคุณทุกคนที่ร่วมอธิษฐาน' })).toBeVisible();

  await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อร่วมอธิษฐาน' }).click();
  await expect(page).toHaveURL(/\/members\/login/);
});

test('a member creates a wish through every step, an admin approves it, another member finds it and joins, the owner posts news the supporter reads', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `ขอให้ทุ่งนาบ้านเกิดมีน้ำพอ ${Date.now() % 100000}`;
  const owner = await createMember(request, 'เจ้าของคำขอ');
  const supporter = await createMember(request, 'ผู้ร่วมอธิษฐาน');

  const ownerPage = await (await browser.newContext()).newPage();
  await useMemberSession(ownerPage, owner.token);
  await ownerPage.goto('/members/pray/create');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'เริ่มคำขอพรของฉัน' })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'บันทึกและไปขั้นถัดไป' }).click();
  await expect(ownerPage.getByText('กรุณากรอกชื่อคำขอพร')).toBeVisible();
  await ownerPage.getByLabel('ชื่อคำขอพร').fill(title);
  await ownerPage.getByRole('radiogroup', { name: 'หมวดหมู่' }).getByRole('radio', { name: 'โชคลาภ' }).check();
  await ownerPage.getByLabel('เป้าหมายผู้ร่วมอธิษฐาน (คน)').fill('99');
  await pickDay(ownerPage.getByLabel('วันเริ่มต้น'), '2026-11-01');
  await pickDay(ownerPage.getByLabel('วันสิ้นสุด'), '2027-12-31');
  await shoot(ownerPage, 'wizard-basics');
  await ownerPage.getByRole('button', { name: 'บันทึกและไปขั้นถัดไป' }).click();

  await expect(ownerPage).toHaveURL(/\/members\/pray\/edit\/\d+\/story$/);
  await ownerPage.getByLabel('เรื่องราวของคำขอพร').fill('ฝนไม่ตกมาสองปี ขอให้ฝนตกต้องตามฤดูกาล\n\nขอบคุณทุกแรงอธิษฐาน');
  await ownerPage.getByRole('button', { name: 'บันทึกและไปขั้นถัดไป' }).click();

  await expect(ownerPage).toHaveURL(/\/pictures$/);
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#84fab0' } })
    .png()
    .toBuffer();
  await ownerPage
    .getByLabel('เพิ่มรูปภาพ (รูปแรกเป็นภาพปก)')
    .setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: png });
  const thumbnail = ownerPage.getByRole('list', { name: 'รูปภาพของคำขอพร' }).getByRole('img');
  await expect(thumbnail).toHaveCount(1);
  // A draft's picture reaches only its owner: it must really load (fetched with the token), not 404.
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await shoot(ownerPage, 'wizard-pictures');
  await ownerPage.getByRole('button', { name: 'ไปขั้นตรวจสอบ' }).click();
  await expect(ownerPage).toHaveURL(/\/review$/);
  const cover = ownerPage.getByRole('img', { name: 'ภาพปก' });
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await shoot(ownerPage, 'wizard-review');
  await ownerPage.getByRole('button', { name: 'ส่งให้ทีมงานตรวจสอบ' }).click();
  await expect(ownerPage).toHaveURL(/\/members\/pray$/);
  await expect(ownerPage.getByText('ทีมงานกำลังตรวจสอบ จะเผยแพร่เมื่ออนุมัติแล้ว')).toBeVisible();

  // The admin's review queue (ADMIN_TOKEN).
  const queue = await request.get(`${API_URL}/admin/v1/pray/projects`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const pending = ((await queue.json()) as { data: { id: number; title: string }[] }).data.find(
    (p) => p.title === title,
  )!;
  const approved = await request.post(`${API_URL}/admin/v1/pray/projects/${pending.id}/approve`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(approved.ok()).toBe(true);

  const supporterPage = await (await browser.newContext()).newPage();
  await useMemberSession(supporterPage, supporter.token);
  await supporterPage.goto(PRAY);
  await supporterPage.getByRole('searchbox', { name: 'ค้นหาคำขอพร' }).fill('นาบ้านเกิด');
  await supporterPage.getByRole('button', { name: 'ค้นหา' }).click();
  await supporterPage.getByRole('link', { name: new RegExp(title) }).click();
  await supporterPage.getByRole('button', { name: 'ร่วมอธิษฐาน', exact: true }).click();
  await expect(supporterPage.getByRole('button', { name: 'ถอนการร่วมอธิษฐาน' })).toBeVisible();
  await expect(supporterPage.getByTestId('supporters-count')).toHaveText('1');
  await supporterPage.reload();
  await expect(supporterPage.getByRole('button', { name: 'ถอนการร่วมอธิษฐาน' })).toBeVisible();
  await expect(supporterPage.getByTestId('supporters-count')).toHaveText('1');

  await ownerPage.goto('/members/pray');
  const news = ownerPage.getByRole('form', { name: 'โพสต์ข่าวความคืบหน้า' }).first();
  await news.getByLabel('หัวข้อข่าว').fill('ฝนเริ่มตกแล้ว');
  await news.getByLabel('รายละเอียด').fill('ขอบคุณทุกคนที่ร่วมอธิษฐาน ฝนตกลงมาเมื่อคืนนี้');
  await news.getByRole('button', { name: 'โพสต์ข่าว' }).click();
  await expect(ownerPage.getByText('ส่งข่าวแล้ว ทีมงานจะตรวจสอบก่อนแสดงบนหน้าคำขอพร')).toBeVisible();
  await expect(ownerPage.getByRole('listitem', { name: 'ฝนเริ่มตกแล้ว' })).toContainText('รอตรวจสอบ');
  await shoot(ownerPage, 'my-projects');

  // News waits for a reviewer before the public reads it.
  const newsQueue = await request.get(`${API_URL}/admin/v1/pray/updates`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const waiting = (
    (await newsQueue.json()) as { data: { id: number; title: string; project_title: string }[] }
  ).data.find((u) => u.title === 'ฝนเริ่มตกแล้ว' && u.project_title === title)!;
  const published = await request.post(`${API_URL}/admin/v1/pray/updates/${waiting.id}/approve`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(published.ok()).toBe(true);
  await supporterPage.reload();

  await supporterPage.getByRole('link', { name: /ข่าวความคืบหน้า/ }).click();
  await expect(supporterPage.getByRole('link', { name: 'ฝนเริ่มตกแล้ว' })).toBeVisible();
  await supporterPage.goto('/members/pray/voted');
  await expect(supporterPage.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await shoot(supporterPage, 'voted');
});

test('the prayer wish list opens the published wishes of the kind a visitor picks', async ({ page }) => {
  await page.goto(`/${encodeURIComponent('รายการขอพร')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'รายการขอพร' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'หมวดคำขอพร' }).getByRole('link')).toHaveCount(7);
  await shoot(page, 'wish-list');
  await page.getByRole('link', { name: /สุขภาพ/ }).click();
  await expect(page).toHaveURL(/category=health/);
  await expect(page.getByRole('link', { name: /ขอให้คุณแม่หายป่วยจากโรคมะเร็ง/ })).toBeVisible();
});
