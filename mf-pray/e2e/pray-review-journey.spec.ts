// The prayer review back office end to end: the demo reviewer refuses a member's project with a
// reason, the member reads it on their project, fixes it and sends it again; the reviewer reads
// the member's history from the queue, approves, and the project is public. The wrong role is
// refused by the API.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { API_URL, E2E_ADMIN_TOKEN, REPO_ROOT } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { returningVisitorState } from '../../e2e/support/site-state';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
const PRAY = `/${encodeURIComponent('ขอพร')}`;
const REVIEW = '/staff/pray-review';
/** api/src/staff-access/demo-staff-roles.ts: the demo's reviewer, prayer projects only. */
const REVIEWER = { username: 'reviewer', password: 'chokdee-review-1234' };
const MINE = `${API_URL}/public/v1/members/pray/projects`;
const FORBIDDEN = 'บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ทำรายการนี้';

test.use({ storageState: returningVisitorState() });

/** A complete project sent for review through the API, as the member. */
async function submitProject(request: APIRequestContext, token: string, title: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(MINE, {
    headers,
    data: {
      title,
      category: 'health',
      target_supporters: 30,
      starts_on: '2026-11-01',
      ends_on: '2027-06-30',
      story: '<p>คุณพ่อป่วยมาหลายเดือน ขอให้หายเร็ว ๆ และกลับมาแข็งแรงเหมือนเดิม</p>',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fbc2eb' } })
    .png()
    .toBuffer();
  const picture = await request.post(`${MINE}/${id}/pictures`, {
    headers,
    multipart: { file: { name: 'family.png', mimeType: 'image/png', buffer: png } },
  });
  expect(picture.ok()).toBe(true);
  expect((await request.post(`${MINE}/${id}/submit`, { headers })).ok()).toBe(true);
  return id;
}

/** `fullPage: false` for an open dialog: a scrolled page's sticky header would land mid-picture. */
async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(SHOTS, `pray-review-journey-${name}-${width}.png`),
      fullPage,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('refused with a reason, fixed by the author and sent again, then approved: it is public', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now() % 100000;
  const title = `ขอให้คุณพ่อหายป่วย ${run}`;
  const fixedTitle = `ขอให้คุณพ่อหายป่วยและแข็งแรง ${run}`;
  const reason = 'รูปหน้าปกไม่เกี่ยวกับคำขอพร กรุณาเปลี่ยนรูปและเล่าเรื่องให้ชัดขึ้น';
  const author = await createMember(request, 'วันดี');
  const id = await submitProject(request, author.token, title);
  // An earlier project of the author, published, with news waiting for review.
  const newsTitle = `ร้านของแม่เปิดสาขาใหม่ ${run}`;
  const earlier = await submitProject(request, author.token, `ขอให้ร้านของแม่ขายดี ${run}`);
  const approved = await request.post(`${API_URL}/admin/v1/pray/projects/${earlier}/approve`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(approved.ok()).toBe(true);
  const posted = await request.post(`${MINE}/${earlier}/updates`, {
    headers: { Authorization: `Bearer ${author.token}` },
    data: { title: newsTitle, body: 'ขอบคุณทุกคนที่ร่วมอธิษฐาน ร้านเปิดสาขาที่สองแล้ว โทร 081-234-5678' },
  });
  expect(posted.status()).toBe(201);

  // The demo reviewer logs in at the console from the review page and comes back to it.
  await page.goto(REVIEW);
  await page.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' }).click();
  await expect(page).toHaveURL(/\/admin\?redirect_url=/);
  await page.getByRole('textbox', { name: /ชื่อผู้ใช้/ }).fill(REVIEWER.username);
  await page.getByLabel(/รหัสผ่าน/).fill(REVIEWER.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(new RegExp(`${REVIEW}$`));

  const queue = page.getByRole('list', { name: 'คำขอพรรอตรวจ' });
  const card = queue.getByRole('article', { name: title });
  await expect(card).toContainText('โดย วันดี');
  await expect(queue.getByRole('article', { name: newsTitle })).toContainText(
    `ของคำขอพร “ขอให้ร้านของแม่ขายดี ${run}” · โดย วันดี`,
  );
  await shoot(page, 'queue');
  await card.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ไม่อนุมัติคำขอพร' });
  await dialog.getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติ/ }).fill(reason);
  await dialog.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);

  // The author reads the reason on their project, fixes it and sends it again.
  const authorContext = await browser.newContext({ storageState: returningVisitorState() });
  const authorPage = await authorContext.newPage();
  await useMemberSession(authorPage, author.token);
  await authorPage.goto('/members/pray');
  await expect(authorPage.getByText(`ไม่อนุมัติเพราะ: ${reason}`)).toBeVisible();
  await authorPage.goto(`/members/pray/edit/${id}/basics`);
  await expect(authorPage.getByText(`ไม่อนุมัติเพราะ: ${reason}`)).toBeVisible();
  await expect(authorPage.getByText('สถานะ: ไม่อนุมัติ')).toBeVisible();
  await shoot(authorPage, 'author-refused');
  await authorPage.getByLabel('ชื่อคำขอพร').fill(fixedTitle);
  await authorPage.getByRole('button', { name: 'บันทึกและไปขั้นถัดไป' }).click();
  await expect(authorPage).toHaveURL(/\/story$/);
  await authorPage
    .getByLabel('เรื่องราวของคำขอพร')
    .fill('คุณพ่อป่วยเป็นโรคหัวใจมาหลายเดือน\n\nขอให้การผ่าตัดผ่านไปด้วยดี และกลับมาแข็งแรงเหมือนเดิม');
  await authorPage.getByRole('button', { name: 'บันทึกและไปขั้นถัดไป' }).click();
  await expect(authorPage).toHaveURL(/\/pictures$/);
  await authorPage.getByRole('button', { name: 'ไปขั้นตรวจสอบ' }).click();
  await authorPage.getByRole('button', { name: 'ส่งให้ทีมงานตรวจสอบ' }).click();
  await expect(authorPage).toHaveURL(/\/members\/pray$/);
  await expect(authorPage.getByText('ทีมงานกำลังตรวจสอบ จะเผยแพร่เมื่ออนุมัติแล้ว').first()).toBeVisible();

  // Back in the queue; its author's history shows the earlier refusal and its reason.
  await page.reload();
  const again = page.getByRole('list', { name: 'คำขอพรรอตรวจ' }).getByRole('article', { name: fixedTitle });
  await again.getByRole('button', { name: 'ประวัติผู้เขียน' }).click();
  const history = page.getByRole('dialog', { name: /^ประวัติของ วันดี/ });
  const decisions = history.getByRole('region', { name: 'การตัดสินที่ผ่านมา' });
  await expect(decisions).toContainText(`คำขอพร “${title}”`);
  await expect(decisions).toContainText('ไม่อนุมัติ');
  await expect(decisions).toContainText(`เหตุผล: ${reason}`);
  await expect(history.getByRole('region', { name: 'คำขอพรทั้งหมดของผู้เขียน' })).toContainText(fixedTitle);
  await shoot(page, 'history', false);
  await history.getByRole('button', { name: 'ปิด' }).click();

  await again.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'อนุมัติคำขอพร' })
    .getByRole('button', { name: 'อนุมัติ', exact: true })
    .click();
  await expect(page.getByText(`อนุมัติ “${fixedTitle}” แล้ว`)).toBeVisible();
  await expect(again).toHaveCount(0);

  // Public now, under its fixed title.
  await page.goto(PRAY);
  await page.getByRole('searchbox', { name: 'ค้นหาคำขอพร' }).fill(String(run));
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.getByRole('link', { name: new RegExp(fixedTitle) })).toBeVisible();

  // The news: approved, then hidden with a reason; its author sees it hidden and why.
  await page.goto(REVIEW);
  const news = page.getByRole('list', { name: 'คำขอพรรอตรวจ' }).getByRole('article', { name: newsTitle });
  await news.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'อนุมัติข่าว' })
    .getByRole('button', { name: 'อนุมัติ', exact: true })
    .click();
  await expect(news).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'สถานะคำขอพร' })
    .getByRole('button', { name: 'อนุมัติแล้ว' })
    .click();
  const publishedNews = page
    .getByRole('list', { name: 'คำขอพรอนุมัติแล้ว' })
    .getByRole('article', { name: newsTitle });
  await publishedNews.getByRole('button', { name: 'ซ่อนข่าว' }).click();
  const hide = page.getByRole('dialog', { name: 'ซ่อนข่าว' });
  const hideReason = 'ข่าวมีเบอร์โทรศัพท์ส่วนตัว กรุณาลบออกก่อน';
  await hide.getByRole('textbox', { name: /เหตุผลที่ซ่อน/ }).fill(hideReason);
  await hide.getByRole('button', { name: 'ซ่อนข่าว' }).click();
  await expect(publishedNews).toContainText(`เหตุผลที่ซ่อน: ${hideReason}`);
  await expect(publishedNews.getByRole('button', { name: 'เลิกซ่อนข่าว' })).toBeVisible();

  await authorPage.goto('/members/pray');
  await expect(authorPage.getByRole('listitem', { name: newsTitle })).toContainText(
    `ข่าวนี้ถูกซ่อนจากหน้าคำขอพร เพราะ: ${hideReason}`,
  );
  await authorContext.close();
});

test('the wrong role is refused: a reviewer on a shop URL gets a Thai 403; a member and a visitor 401', async ({
  request,
}) => {
  const login = await request.post(`${API_URL}/admin/v1/staff-sessions`, { data: REVIEWER });
  expect(login.status()).toBe(201);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const asReviewer = { Authorization: `Bearer ${token}` };

  expect((await request.get(`${API_URL}/admin/v1/pray/updates`, { headers: asReviewer })).status()).toBe(200);
  const shop = await request.get(`${API_URL}/admin/v1/shop-purchases`, { headers: asReviewer });
  expect(shop.status()).toBe(403);
  expect(((await shop.json()) as { message: string }).message).toBe(FORBIDDEN);

  const member = await createMember(request, 'ทดสอบสิทธิ์');
  const asMember = await request.get(`${API_URL}/admin/v1/pray/projects`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(asMember.status()).toBe(401);
  expect(
    (await request.post(`${API_URL}/admin/v1/pray/updates/1/hide`, { data: { reason: 'x' } })).status(),
  ).toBe(401);
});
