import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { pickDay } from '../support/date-field';
import path from 'node:path';
import { readPackageJson, releaseRecordOf } from '../../scripts/release-record';
import { API_URL, E2E_ADMIN_TOKEN, E2E_APP_PORTS, REPO_ROOT } from '../support/env';

// A product owner, in a real browser: logs in to /admin, schedules the World Cup campaign for a
// window and sees it go live and off on time (the API clock is moved by the dev-only /dev/clock),
// promotes a canary, rolls back a faulty one after its load errors show, and reads who did what.
const OWNER = { username: 'owner', password: 'chokdee-admin-1234', name: 'มานี ใจดี' };
const CAMPAIGN_HEADING = 'ลุ้นบอลโลก 2022 กับโชคดี';
const UNAVAILABLE = 'ขออภัย หน้านี้ปิดให้บริการชั่วคราว';
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const campaignPort = E2E_APP_PORTS['mf-campaign'];

/** A visitor id inside the canary's share for mf_campaign (the API's hash, computed here). */
function canaryVisitor(percent: number): string {
  for (let i = 0; ; i += 1) {
    const id = `e2e-visitor-${i}`;
    if (createHash('sha256').update(`mf_campaign:${id}`).digest().readUInt32BE(0) % 100 < percent) return id;
  }
}

async function apiNow(request: APIRequestContext): Promise<Date> {
  return new Date((await (await request.get(`${API_URL}/dev/clock`)).json()).data.now);
}
async function moveClock(request: APIRequestContext, to: Date) {
  expect((await request.put(`${API_URL}/dev/clock`, { data: { now: to.toISOString() } })).status()).toBe(200);
}
/** 'YYYY-MM-DDTHH:mm' in Bangkok, what a datetime-local input takes. */
const bangkokInput = (instant: Date) => new Date(instant.getTime() + 7 * 3600_000).toISOString().slice(0, 16);

async function registerCanary(request: APIRequestContext, version: string, entry: string, percent: number) {
  const live = (
    await (await request.get(`${API_URL}/admin/v1/remotes`, { headers: admin })).json()
  ).data.find((remote: { name: string }) => remote.name === 'mf_campaign');
  const response = await request.put(`${API_URL}/admin/v1/remotes/mf_campaign`, {
    headers: admin,
    data: {
      ...live,
      version,
      entry,
      canary_percent: percent,
      // What a build of mf-campaign records: the platform and React ranges of its package.json.
      requires: releaseRecordOf(readPackageJson(path.join(REPO_ROOT, 'mf-campaign'))).requires,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Staff know the remote by its Thai name (mf-campaign's catalog.json `display_name`).
const card = (page: Page) => page.getByRole('article', { name: 'แคมเปญ' });

test.afterAll(async ({ request }) => {
  await request.delete(`${API_URL}/dev/clock`);
  await request.put(`${API_URL}/admin/v1/remotes/mf_campaign/schedule`, {
    headers: admin,
    data: { enabled_from: null, enabled_until: null },
  });
  await request.post(`${API_URL}/admin/v1/remotes/mf_campaign/canary/rollback`, { headers: admin });
});

/** The owner's password into the staff login form (its username already typed), then the console. */
async function logIn(page: Page) {
  await page.getByLabel('รหัสผ่าน').fill(OWNER.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('heading', { name: 'จัดการส่วนต่างๆ ของเว็บไซต์' })).toBeVisible();
}

test('a product owner schedules the campaign, promotes a canary, rolls back a faulty one and reads the log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Login: a wrong password is refused in Thai; the right one opens the console.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/admin-login-1280.png', fullPage: true });
  await page.getByLabel('ชื่อผู้ใช้').fill(OWNER.username);
  await page.getByLabel('รหัสผ่าน').fill('wrong-password');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('alert')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await logIn(page);
  await expect(card(page)).toContainText(CAMPAIGN_HEADING);
  await expect(card(page)).toContainText('ฟุตบอลโลก 2022');
  // Opening the console checks each manifest and shows when.
  await expect(card(page)).toContainText(/ตอบสนองปกติ \(ตรวจเมื่อ \d{2}\/\d{2}\/\d{2} \d{2}:\d{2} น\.\)/);

  // Turning it off asks first (a cancel leaves it on).
  await card(page).getByRole('button', { name: 'ปิดใช้งาน' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('ปิดใช้งาน “แคมเปญ”?');
  await page.screenshot({ path: 'test-results/screenshots/admin-disable-confirm-1280.png' });
  await ask.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(card(page)).toContainText('เปิดใช้งาน');

  // Schedule a window two to four hours from the API's now.
  const now = await apiNow(request);
  const opens = new Date(Math.ceil((now.getTime() + 2 * 3600_000) / 60_000) * 60_000);
  const closes = new Date(opens.getTime() + 2 * 3600_000);
  await card(page).getByRole('button', { name: 'ตั้งเวลา' }).click();
  const dialog = page.getByRole('dialog', { name: 'ตั้งเวลาเปิด–ปิดแคมเปญ' });
  for (const [legend, instant] of [
    ['เปิดตั้งแต่', opens],
    ['ปิดเมื่อ', closes],
  ] as const) {
    const [day, time] = bangkokInput(instant).split('T') as [string, string];
    const moment = dialog.getByRole('group', { name: legend });
    await pickDay(moment.getByLabel('วันที่'), day);
    await moment.getByLabel('เวลา (น.)').fill(time);
  }
  await dialog.getByRole('button', { name: 'บันทึกเวลา' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page)).toContainText(/ช่วงเวลาเปิด\s*เปิด \d{2}\/\d{2}\/\d{2} \d{2}:\d{2} น\./);
  await page.screenshot({ path: 'test-results/screenshots/admin-console-1280.png', fullPage: true });

  const visitor = await page.context().newPage();
  await visitor.goto('/worldcup2022');
  await expect(visitor.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await moveClock(request, new Date(opens.getTime() + 60_000));
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: CAMPAIGN_HEADING })).toBeVisible();
  await moveClock(request, new Date(closes.getTime() + 60_000));
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await moveClock(request, new Date(opens.getTime() + 30 * 60_000));
  // Two and a half hours on, the owner's session has idled out (staff sessions: an hour): the
  // console asks for the login again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toBeVisible();
  await page.getByLabel('ชื่อผู้ใช้').fill(OWNER.username);
  await logIn(page);

  // A healthy canary for half the visitors, promoted from the console.
  await registerCanary(request, '0.2.0', `http://localhost:${campaignPort}/mf-manifest.json`, 50);
  await page.reload();
  await expect(card(page)).toContainText('ทดลอง 0.2.0 กับผู้เข้าชม 50%');
  await card(page).getByRole('button', { name: 'ใช้เวอร์ชันทดลองกับทุกคน' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(card(page)).toContainText(/เวอร์ชัน\s*0\.2\.0/);
  await expect(card(page)).not.toContainText('ทดลอง 0.2.0');
  // 0.2.0 replaced a version: now there is one to go back to.
  await expect(card(page).getByRole('button', { name: 'ย้อนเวอร์ชัน' })).toBeVisible();

  // A faulty canary (its manifest is missing): a visitor in its share sees the fallback, the shell
  // reports it, the console shows the errors on that version and the owner rolls it back.
  await registerCanary(
    request,
    '0.3.0-broken',
    `http://localhost:${campaignPort}/broken/mf-manifest.json`,
    20,
  );
  const unlucky = await page.context().browser()!.newContext({ storageState: undefined });
  const unluckyPage = await unlucky.newPage();
  await unluckyPage.addInitScript((id) => localStorage.setItem('chokdee:visitor-id', id), canaryVisitor(20));
  await unluckyPage.goto('/worldcup2022');
  await expect(unluckyPage.getByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้').first()).toBeVisible();
  await expect
    .poll(async () => {
      const versions = (
        await (
          await request.get(`${API_URL}/admin/v1/remotes/mf_campaign/versions`, { headers: admin })
        ).json()
      ).data;
      return versions.find((v: { version: string }) => v.version === '0.3.0-broken')?.error_count ?? 0;
    })
    .toBeGreaterThan(0);

  await page.reload();
  await card(page).getByRole('button', { name: 'เวอร์ชันและข้อผิดพลาด' }).click();
  const versions = page.getByRole('dialog', { name: 'เวอร์ชันของแคมเปญ' });
  await expect(versions.getByRole('listitem', { name: 'เวอร์ชัน 0.3.0-broken' })).toContainText(
    /ข้อผิดพลาดการโหลด: [1-9]\d* ครั้ง/,
  );
  await expect(versions.getByRole('listitem', { name: 'เวอร์ชัน 0.2.0' })).toContainText(
    'ข้อผิดพลาดการโหลด: 0 ครั้ง',
  );
  await page.screenshot({ path: 'test-results/screenshots/admin-versions-1280.png' });
  await versions.getByRole('button', { name: 'ปิด' }).first().click();
  await card(page).getByRole('button', { name: 'ยกเลิกเวอร์ชันทดลอง' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยกเลิกเวอร์ชันทดลอง' }).click();
  await expect(card(page)).not.toContainText('0.3.0-broken');
  await unluckyPage.goto('/worldcup2022');
  await expect(unluckyPage.getByRole('heading', { level: 1, name: CAMPAIGN_HEADING })).toBeVisible();
  await unlucky.close();

  // Who did what.
  const log = page.getByRole('region', { name: 'ประวัติการเปลี่ยนแปลง' });
  for (const action of ['ยกเลิกเวอร์ชันทดลอง · 0.3.0-broken', 'ใช้เวอร์ชันทดลองกับทุกคน · 0.2.0', 'ตั้งเวลา']) {
    await expect(log.getByRole('row').filter({ hasText: action }).first()).toContainText(OWNER.username);
  }
  await page.screenshot({ path: 'test-results/screenshots/admin-console-log-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/admin-console-390.png' });
  await page.screenshot({ path: 'test-results/screenshots/admin-console-390-full.png', fullPage: true });
  await log.screenshot({ path: 'test-results/screenshots/admin-log-390.png' });
  // On a phone nothing is cut: the page is no wider than the screen, and the log's rows still read as rows.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(log.getByRole('row').filter({ hasText: 'ตั้งเวลา' }).first()).toBeVisible();
  await card(page).getByText('รายละเอียดทางเทคนิค').click();
  await expect(card(page).getByText('mf_campaign')).toBeVisible();
  await card(page).screenshot({ path: 'test-results/screenshots/admin-card-technical-390.png' });
  await card(page).getByRole('button', { name: 'ตั้งเวลา' }).click();
  await page.screenshot({ path: 'test-results/screenshots/admin-schedule-390.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'ยกเลิก' }).click();
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/admin-login-390.png' });
});
