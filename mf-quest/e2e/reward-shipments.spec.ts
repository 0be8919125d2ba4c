// Staff dispatch a quest reward on the site: a member reaches a quest's target and claims the
// reward (through the API), the demo staff logs in at the console from the dispatch page, ships
// it with Kerry and a tracking number; the member's parcel page shows that number and a notice of
// it waits in their user menu.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, REPO_ROOT } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { buyTicketThroughApi, demoStore, freeNumber } from '../../e2e/support/purchases';
import { returningVisitorState } from '../../e2e/support/site-state';
import { createQuest, retireQuest } from './quest-support';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
const DISPATCH = '/staff/reward-shipments';
/** api/src/staff/demo-staff.ts (seeded with the demo data). */
const DEMO_STAFF = { username: 'owner', password: 'chokdee-admin-1234' };

test.use({ storageState: returningVisitorState() });

test.afterEach(async ({ request }) => {
  for (const a of test.info().annotations.filter((x) => x.type === 'quest'))
    await retireQuest(request, Number(a.description));
});

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(SHOTS, `reward-shipments-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a claimed quest reward waits for dispatch; staff ship it with tracking; the member sees the number', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const run = Date.now() % 100000;
  const recipient = `สมปอง รอของ ${run}`;
  const tracking = `KER${String(run).padStart(5, '0')}12345`;
  const questId = await createQuest(request, 1);
  test.info().annotations.push({ type: 'quest', description: String(questId) });

  // The member reaches the target and registers an address for the reward.
  const member = await createMember(request, 'สมปอง');
  const store = await demoStore(request);
  await buyTicketThroughApi(
    request,
    member.token,
    store,
    (await freeNumber(request, store, '_____7')).number,
  );
  const memberHeaders = { Authorization: `Bearer ${member.token}` };
  const active = await request.get(`${API_URL}/public/bos/v1/quests/active`, {
    headers: memberHeaders,
    params: { includes: 'quest_rules,quest_rewards,quest_results' },
  });
  const quests = ((await active.json()) as { data: { id: number; quest_rewards: { id: number }[] }[] }).data;
  const rewardId = quests.find((q) => q.id === questId)!.quest_rewards[0]!.id;
  const claimed = await request.post(`${API_URL}/public/bos/v1/quest-reward-shipments`, {
    headers: memberHeaders,
    data: {
      recipient,
      tel: '0812345678',
      address: '99/1 ถนนเจริญกรุง',
      sub_district: 'สี่พระยา',
      district: 'บางรัก',
      province: 'กรุงเทพมหานคร',
      zip_code: '10500',
      remark: 'ฝากไว้ที่ป้อมยาม',
      quest_reward_id: rewardId,
    },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);

  // No staff session: the page asks to log in and calls no admin API.
  const adminCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/admin/v1/reward-shipments')) adminCalls.push(req.url());
  });
  await page.goto(DISPATCH);
  await expect(page.getByRole('heading', { level: 1, name: 'จัดส่งของรางวัล' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อจัดส่งของรางวัล' })).toBeVisible();
  expect(adminCalls).toEqual([]);
  await page.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' }).click();
  await expect(page).toHaveURL(/\/admin\?redirect_url=/);
  await page.getByRole('textbox', { name: /ชื่อผู้ใช้/ }).fill(DEMO_STAFF.username);
  await page.getByLabel(/รหัสผ่าน/).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(new RegExp(`${DISPATCH}$`));

  // Only quest rewards, so the member's parcel is on the first page whatever else waits.
  await page.getByRole('combobox', { name: 'ประเภทรายการ' }).selectOption('quest');
  await expect(page).toHaveURL(new RegExp(`${DISPATCH}\\?kind=quest$`));
  const waiting = page.getByRole('list', { name: 'ของรางวัลรอจัดส่ง' });
  const card = waiting.getByRole('article').filter({ hasText: recipient });
  await expect(card).toContainText('99/1 ถนนเจริญกรุง สี่พระยา บางรัก กรุงเทพมหานคร 10500');
  await expect(card).toContainText('ฝากไว้ที่ป้อมยาม');
  await shoot(page, 'waiting');

  await card.getByRole('button', { name: 'จัดส่ง' }).click();
  const dialog = page.getByRole('dialog', { name: 'จัดส่งของรางวัล' });
  await dialog.getByRole('combobox', { name: /บริษัทขนส่ง/ }).selectOption({ label: 'ไปรษณีย์ไทย' });
  const number = dialog.getByRole('textbox', { name: /เลขพัสดุ/ });
  await number.fill('12345');
  await dialog.getByRole('button', { name: 'ยืนยันการจัดส่ง' }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/ลงท้ายด้วย TH/)).toBeVisible();
  await shoot(page, 'ship-dialog');
  await dialog.getByRole('combobox', { name: /บริษัทขนส่ง/ }).selectOption({ label: 'Kerry Express' });
  await number.fill(tracking.toLowerCase());
  await dialog.getByRole('button', { name: 'ยืนยันการจัดส่ง' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`เลขพัสดุ ${tracking}`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'สถานะการจัดส่ง' })
    .getByRole('button', { name: 'จัดส่งแล้ว' })
    .click();
  const sent = page
    .getByRole('list', { name: 'ของรางวัลจัดส่งแล้ว' })
    .getByRole('article')
    .filter({ hasText: recipient });
  await expect(sent).toContainText(`Kerry Express ${tracking}`);
  await shoot(page, 'shipped');

  // The member, in a browser of their own, follows the parcel.
  const memberContext = await browser.newContext({ storageState: returningVisitorState() });
  const memberPage = await memberContext.newPage();
  await useMemberSession(memberPage, member.token);
  await memberPage.goto('/members/activities/shipments');
  const parcel = memberPage.getByRole('link', { name: new RegExp(tracking) });
  await expect(parcel).toContainText(`เลขพัสดุ Kerry Express ${tracking}`);

  // A notice waits in the user menu, marked new, and leads to the parcel; opening it reads it.
  await memberPage.getByRole('button', { name: /^เมนูผู้ใช้ มีการแจ้งเตือนใหม่ \d+ รายการ$/ }).click();
  const told = memberPage
    .getByRole('region', { name: 'การแจ้งเตือน' })
    .getByRole('link', { name: new RegExp(`ของรางวัลภารกิจของคุณจัดส่งแล้ว.*Kerry Express เลขพัสดุ ${tracking}`) });
  await expect(told).toContainText('ใหม่');
  await shoot(memberPage, 'member-notice');
  await told.click();
  await expect(memberPage).toHaveURL(/\/members\/activities\/shipments\/\d+$/);
  await expect(memberPage.getByRole('button', { name: 'เมนูผู้ใช้', exact: true })).toBeVisible();
  await expect(memberPage.getByText(`Kerry Express: ${tracking}`)).toBeVisible();
  const timeline = memberPage.getByRole('list', { name: 'สถานะการจัดส่ง' });
  await expect(timeline.locator('[data-status="shipped"]')).not.toContainText('รอดำเนินการ');
  await expect(timeline.locator('[data-status="received"]')).toContainText('รอดำเนินการ');
  await memberContext.close();
});
