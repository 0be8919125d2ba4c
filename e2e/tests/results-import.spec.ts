import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN, FAKE_GLO_URL, REPO_ROOT } from '../support/env';
import { lineAccountFor, lineInbox } from '../support/line-account';
import { acceptConsent, createMember, useMemberSession, type Member } from '../support/members';
import { buyTicketThroughApi, demoStore, freeNumber } from '../support/purchases';

const RECORDED_ANSWER = path.join(REPO_ROOT, 'api/src/results/__fixtures__/glo-latest-2026-09-01.json');
const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `results-import-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The winner of the first journey, whose prizes the second one cashes out. */
let winner: { member: Member; drawDate: string; lastThree: string } | undefined;

test.describe.configure({ mode: 'serial' });

/** `count` drawn numbers of `length` digits that none of `taken` is, so no ticket wins them. */
function drawnForNobody(length: number, count: number, taken: string[]): string[] {
  const candidates = [0, 1, 2, 3, 4].map((digit) => String(digit).repeat(length));
  return candidates.filter((candidate) => !taken.includes(candidate)).slice(0, count);
}

// Runs last (it publishes results for the draw on sale): a member owns a ticket and has connected
// LINE notices, GLO announces the ticket as the first prize, the importer runs, LINE and the user
// menu tell the member of the win, and the win history shows the prize once.
test('after the draw, the importer records the win, the member is told on LINE and on the site', async ({
  page,
  context,
  request,
}) => {
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store, '____3_');
  const member = await createMember(request, 'ผู้ถูกรางวัล');
  await buyTicketThroughApi(request, member.token, store, number);
  // A second ticket wins the last-three prize (4,000 baht): the one the member cashes out.
  const { number: lastThree } = await freeNumber(request, store, '_____1');
  await buyTicketThroughApi(request, member.token, store, lastThree);

  // The member links LINE and follows the Official Account (the stand-in's prompt adds the friend).
  const lineUserId = await lineAccountFor(context);
  await useMemberSession(page, member.token);
  await page.goto('/members/connect-notification');
  await page.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();
  await expect(page.getByText('คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว')).toBeVisible();

  const current = await request.get(`${API_URL}/public/v2/lottery-draws/current`);
  const { data: draw } = (await current.json()) as { data: { draw_date: string } };

  // GLO's recorded answer, moved to the draw on sale and with this member's number as first prize.
  const answer = JSON.parse(readFileSync(RECORDED_ANSWER, 'utf8')) as {
    response: { date: string; data: Record<string, { number: { value: string }[] }> };
  };
  answer.response.date = draw.draw_date;
  answer.response.data.first!.number[0]!.value = number;
  answer.response.data.last3b!.number[0]!.value = lastThree.slice(3);
  const front = drawnForNobody(3, 2, [number.slice(0, 3), lastThree.slice(0, 3)]);
  answer.response.data.last3f!.number.forEach((drawn, index) => (drawn.value = front[index]!));
  answer.response.data.last2!.number[0]!.value = drawnForNobody(2, 1, [number.slice(-2), lastThree.slice(-2)])[0]!;
  const published = await request.put(`${FAKE_GLO_URL}/__answer`, { data: answer });
  expect(published.status()).toBe(204);
  const imported = await request.post(`${API_URL}/admin/v1/lottery-results/import`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  // The queue pushes the win to LINE as a Flex message naming the ticket and the prize.
  await expect
    .poll(async () => JSON.stringify(await lineInbox(request, lineUserId)), { timeout: 60_000 })
    .toContain(`สลาก ${number} ถูกรางวัลที่ 1 เป็นเงิน 6,000,000 บาท`);

  // The win notice: in the user menu, with the ticket's line and the total, opening the safe.
  await page.goto('/');
  const menu = page.getByRole('button', { name: /เมนูผู้ใช้ มีการแจ้งเตือนใหม่/ });
  await expect(menu).toBeVisible({ timeout: 40_000 });
  await menu.click();
  const notice = page.getByRole('link', { name: /ยินดีด้วย! สลากของคุณถูกรางวัลงวด/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`สลาก ${number} ถูกรางวัลที่ 1 เป็นเงิน 6,000,000 บาท`);
  await expect(notice).toContainText(/รวมเป็นเงิน [\d,]+ บาท/);
  await shoot(page, 'win-notice');
  await notice.click();
  await expect(page).toHaveURL(/\/members\/safe$/);

  await page.goto(`/members/win-history/${draw.draw_date}`);
  await expect(page.getByText('รางวัลที่ 1').first()).toBeVisible();
  await expect(page.getByText(/6,000,000/).first()).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  winner = { member, drawDate: draw.draw_date, lastThree };
});
