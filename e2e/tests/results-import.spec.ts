import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN, FAKE_GLO_URL, REPO_ROOT } from '../support/env';
import { lineAccountFor, lineInbox } from '../support/line-account';
import { reviewerAccount, setRoles, staffLogIn } from '../support/staff';
import { acceptConsent, createMember, useMemberSession, type Member } from '../support/members';
import {
  buyTicketThroughApi,
  DEMO_DEALER_PASSWORD,
  demoStore,
  freeNumber,
  PNG_SLIP,
} from '../support/purchases';

const RECORDED_ANSWER = path.join(REPO_ROOT, 'api/src/results/__fixtures__/glo-latest-2026-09-01.json');
const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');

async function shoot(page: Page, name: string) {
  // From the top: a full-page shot taken scrolled down draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `results-import-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The winner of the first journey, whose prizes the second one cashes out. */
let winner: { member: Member; drawDate: string; lastThree: string; lineUserId: string } | undefined;

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
  answer.response.data.last2!.number[0]!.value = drawnForNobody(2, 1, [
    number.slice(-2),
    lastThree.slice(-2),
  ])[0]!;
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
  winner = { member, drawDate: draw.draw_date, lastThree, lineUserId };
});

// The winner cashes the last-three prize out: the cash-out page sends them to add a bank account
// and back, shows the deductions and the net, the dealer checks and pays with a transfer slip, and
// the member sees it paid, the slip, and downloads the receipt.
test('a winner cashes a prize out to their account, the dealer pays, the receipt downloads', async ({
  page,
  browser,
  request,
}) => {
  expect(winner, 'the draw-day journey ran first').toBeDefined();
  const { member, drawDate, lastThree, lineUserId } = winner!;
  await useMemberSession(page, member.token);
  await page.goto(`/members/win-history/${drawDate}`);
  const ticket = page.getByRole('article', { name: new RegExp(`สลากเลข ${lastThree}`) });
  await ticket.getByRole('link', { name: 'ขึ้นเงินรางวัล' }).click();
  await expect(page).toHaveURL(/\/members\/cash-out\/\d+$/);
  const cashOutUrl = page.url();

  // No account on file yet: the page says so, the member adds one and comes back.
  await expect(page.getByText('คุณยังไม่ได้เพิ่มบัญชีธนาคารสำหรับรับเงินรางวัล', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' })).toBeDisabled();
  await page.getByRole('link', { name: 'เพิ่มบัญชีธนาคาร' }).click();
  await page.getByRole('combobox', { name: 'ธนาคาร' }).selectOption({ label: 'ธนาคารกสิกรไทย' });
  await page.getByRole('textbox', { name: 'เลขที่บัญชี' }).fill('1234567890');
  await page.getByRole('textbox', { name: 'ชื่อบัญชี' }).fill(`นาย ${member.name} ${member.lastname}`);
  await page.getByRole('button', { name: 'บันทึกบัญชี' }).click();
  await expect(page).toHaveURL(cashOutUrl);

  // 4,000 baht less 0.5 % stamp duty (20) and the default 1 % fee (40): 3,940.00 to the account.
  await expect(page.getByText('3,940.00 บาท').first()).toBeVisible();
  await expect(page.getByText(/อากรแสตมป์/).first()).toBeVisible();
  await expect(page.getByText('20.00 บาท').first()).toBeVisible();
  await expect(page.getByText('40.00 บาท').first()).toBeVisible();
  await shoot(page, 'cash-out');
  await page.getByRole('checkbox', { name: 'ยืนยันว่าบัญชีนี้ถูกต้อง' }).check();
  await page.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' }).click();
  await expect(page).toHaveURL(/\/members\/prize-claims\/\d+$/);
  await expect(page.getByText('ส่งคำขอแล้ว').first()).toBeVisible();
  const claimUrl = page.url();

  // The dealer starts checking, then pays and attaches the transfer slip.
  const store = await demoStore(request);
  const dealer = await browser.newPage();
  await dealer.goto('/dealer/login');
  await dealer.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }).fill(store.dealerTel);
  await dealer.getByLabel('รหัสผ่าน').fill(DEMO_DEALER_PASSWORD);
  await dealer.getByRole('button', { name: 'เข้าสู่ระบบร้านค้า' }).click();
  await dealer.waitForURL('**/dealer/orders');
  // The dealer accepted the terms in an earlier journey, unless this one runs alone.
  const terms = dealer.getByRole('dialog', { name: 'ข้อตกลงและเงื่อนไขการใช้บริการ' });
  const claimsLink = dealer.getByRole('link', { name: 'ขึ้นเงินรางวัล' });
  await expect(terms.or(claimsLink).first()).toBeVisible();
  if (await terms.isVisible()) await acceptConsent(dealer);
  await claimsLink.click();
  await dealer.waitForURL('**/dealer/prize-claims');
  const card = dealer.getByRole('article').filter({ hasText: lastThree });
  await card.getByRole('button', { name: 'เริ่มตรวจสอบสลาก' }).click();
  await card.getByRole('button', { name: 'โอนเงินแล้ว แนบสลิป' }).click();
  const payout = dealer.getByRole('dialog', { name: /แนบสลิปการโอนเงิน/ });
  await payout.getByLabel('สลิปการโอนเงิน').setInputFiles({
    name: 'payout.png',
    mimeType: 'image/png',
    buffer: PNG_SLIP,
  });
  await payout.getByRole('button', { name: 'ยืนยันการโอนเงิน' }).click();
  await expect(card.getByText('โอนเงินแล้ว').first()).toBeVisible();
  await shoot(dealer, 'dealer-paid');
  await dealer.close();

  // The member sees it paid with the dealer's slip, and the receipt downloads as a PDF.
  await page.goto(claimUrl);
  await expect(page.getByText('โอนเงินแล้ว').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /สลิปการโอนเงินรางวัล/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' }).click();
  const receipt = await downloading;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-PC-\d+\.pdf$/);
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await shoot(page, 'claim-paid');

  // Each step reached the member as a notice, and the payment on LINE too.
  const listed = await request.get(`${API_URL}/public/v1/notices`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const { data: notices } = (await listed.json()) as { data: { kind: string; title: string }[] };
  expect(notices.filter((notice) => notice.kind === 'prize-claim')).toHaveLength(3);
  await expect
    .poll(async () => JSON.stringify(await lineInbox(request, lineUserId)), { timeout: 60_000 })
    .toContain(`โอนเงินรางวัลสลาก ${lastThree} แล้ว`);
});

// The first prize is not the dealer's to pay: the member asks for the paper ticket to claim at the
// GLO, and the payout staff start checking and record the handover from the console.
test('the payout staff hand a first-prize ticket over from the console', async ({
  page,
  browser,
  request,
}) => {
  expect(winner, 'the draw-day journey ran first').toBeDefined();
  const { member, drawDate } = winner!;
  await useMemberSession(page, member.token);
  await page.goto(`/members/win-history/${drawDate}`);
  const first = page.getByRole('article', { name: /สลากเลข/ }).filter({ hasText: 'รางวัลที่ 1' });
  await first.getByRole('link', { name: 'ขึ้นเงินรางวัล' }).click();
  await expect(page.getByText(/สำนักงานสลากกินแบ่งรัฐบาล/).first()).toBeVisible();
  await shoot(page, 'cash-out-in-person');
  await page.getByRole('button', { name: 'ขอรับสลากตัวจริงจากร้านค้า' }).click();
  await expect(page).toHaveURL(/\/members\/prize-claims\/\d+$/);
  const code = (await page.getByRole('heading', { level: 1, name: /^PC-\d+$/ }).textContent())!;

  // The demo reviewer is lent the payout role for this journey.
  const reviewer = await reviewerAccount(request);
  await setRoles(request, reviewer.id, 'payout', 'reviewer');
  const staff = await browser.newPage();
  try {
    await staffLogIn(staff);
    await staff.getByRole('link', { name: 'ขึ้นเงินรางวัล' }).click();
    const row = staff.getByRole('row', { name: new RegExp(code) });
    await row.getByRole('button', { name: `เริ่มตรวจสอบ ${code}` }).click();
    await row.getByRole('button', { name: `ส่งมอบสลากแล้ว ${code}` }).click();
    await staff
      .getByRole('alertdialog', { name: `ส่งมอบสลาก ${code}` })
      .getByRole('button', { name: 'บันทึกการส่งมอบ' })
      .click();
    await expect(row).toContainText('ส่งมอบสลากแล้ว');
    await shoot(staff, 'staff-handed-over');
  } finally {
    await staff.close();
    await setRoles(request, reviewer.id, 'reviewer', 'payout');
  }

  await page.reload();
  await expect(page.getByText('ส่งมอบสลากแล้ว').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' })).toBeVisible();
});
