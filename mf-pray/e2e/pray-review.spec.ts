// Staff review the members' prayer projects on the site: a member submits two through the API, the
// demo staff logs in at the console from the review page, approves one (it shows on /ขอพร) and
// rejects the other with a reason.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { API_URL, REPO_ROOT } from '../../e2e/support/env';
import { createMember } from '../../e2e/support/members';
import { returningVisitorState } from '../../e2e/support/site-state';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
const PRAY = `/${encodeURIComponent('ขอพร')}`;
const REVIEW = '/staff/pray-review';
/** api/src/staff/demo-staff.ts (seeded with the demo data). */
const DEMO_STAFF = { username: 'owner', password: 'chokdee-admin-1234' };
const MINE = `${API_URL}/public/v1/members/pray/projects`;

test.use({ storageState: returningVisitorState() });

/** Draft → basics and story → one picture → submitted for review, all as the member. */
async function submitProject(request: APIRequestContext, token: string, title: string, colour: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(MINE, {
    headers,
    data: {
      title,
      category: 'fortune',
      target_supporters: 99,
      starts_on: '2026-11-01',
      ends_on: '2027-12-31',
      story: '<p>ฝนไม่ตกมาสองปี ขอให้ฝนตกต้องตามฤดูกาล ขอบคุณทุกแรงอธิษฐาน</p>',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const picture = await request.post(`${MINE}/${id}/pictures`, {
    headers,
    multipart: { file: { name: 'field.png', mimeType: 'image/png', buffer: png } },
  });
  expect(picture.ok()).toBe(true);
  const submitted = await request.post(`${MINE}/${id}/submit`, { headers });
  expect(submitted.ok()).toBe(true);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `pray-review-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff log in from the review page, approve one project (it goes public) and reject another with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now() % 100000;
  const approveTitle = `ขอให้นาข้าวที่บ้านได้ผลดี ${run}`;
  const rejectTitle = `ขอให้สอบติดมหาวิทยาลัย ${run}`;
  const owner = await createMember(request, 'สมศรี');
  await submitProject(request, owner.token, approveTitle, '#84fab0');
  await submitProject(request, owner.token, rejectTitle, '#a1c4fd');

  // No staff session: the page asks to log in, and calls no admin API.
  const adminCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/admin/v1/pray/')) adminCalls.push(req.url());
  });
  await page.goto(REVIEW);
  await expect(page.getByRole('heading', { level: 1, name: 'ตรวจคำขอพร' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อตรวจคำขอพร' })).toBeVisible();
  expect(adminCalls).toEqual([]);
  await page.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' }).click();

  // The console's login brings the staff back to the review page.
  await expect(page).toHaveURL(/\/admin\?redirect_url=/);
  await page.getByRole('textbox', { name: /ชื่อผู้ใช้/ }).fill(DEMO_STAFF.username);
  await page.getByLabel(/รหัสผ่าน/).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(new RegExp(`${REVIEW}$`));

  const queue = page.getByRole('list', { name: 'คำขอพรรอตรวจ' });
  const toApprove = queue.getByRole('article', { name: approveTitle });
  const toReject = queue.getByRole('article', { name: rejectTitle });
  await expect(toApprove).toContainText('โดย สมศรี');
  await expect(toApprove).toContainText('โชคลาภ');
  await expect(toApprove).toContainText('เป้าหมาย99 คน');
  // The picture of a project under review reaches staff (fetched with the staff token).
  const thumb = toApprove.getByRole('img', { name: `รูปที่ 1 ของ ${approveTitle}` });
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(toReject).toBeVisible();
  await shoot(page, 'queue');

  await toApprove.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'อนุมัติคำขอพร' });
  await confirm.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(page.getByText(`อนุมัติ “${approveTitle}” แล้ว`)).toBeVisible();
  await expect(toApprove).toHaveCount(0);

  await toReject.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ไม่อนุมัติคำขอพร' });
  await dialog.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  const reason = dialog.getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติ/ });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeVisible();
  await shoot(page, 'reject-dialog');
  await reason.fill('รูปภาพไม่เกี่ยวกับคำขอพร กรุณาเปลี่ยนรูป');
  await dialog.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toReject).toHaveCount(0);

  await page.getByRole('navigation', { name: 'สถานะคำขอพร' }).getByRole('button', { name: 'ไม่อนุมัติ' }).click();
  await expect(
    page.getByRole('list', { name: 'คำขอพรไม่อนุมัติ' }).getByRole('article', { name: rejectTitle }),
  ).toContainText('เหตุผลที่ไม่อนุมัติ: รูปภาพไม่เกี่ยวกับคำขอพร กรุณาเปลี่ยนรูป');

  // The approved project is public; the rejected one is not.
  await page.goto(PRAY);
  await page.getByRole('searchbox', { name: 'ค้นหาคำขอพร' }).fill(String(run));
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.getByRole('link', { name: new RegExp(approveTitle) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(rejectTitle) })).toHaveCount(0);
});
