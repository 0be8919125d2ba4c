import { PDFDocument } from '@cantoo/pdf-lib';
import { DealerPrizeClaimSchema } from '@chokdee/shared-contract/schemas/prize-claim';
import { pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { users } from '#api/auth/auth-tables';
import { memberNotices } from '#api/notices/notices-tables';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { buildTestApp } from '#api/test/build-test-app';
import type { MemberSession } from '#api/test/member-session';
import { TINY_PNG_SLIP } from '#api/test/slip-fixtures';
import { eachClaim } from './claims-repository';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';
import {
  claim,
  claimingMember,
  CLAIMS,
  claimStore,
  DEALER_CLAIMS,
  drawIdOf,
  FIRST_PRIZE,
  LAST3_WIN,
  ownTickets,
  PAST_DRAW,
  payout,
  STAFF_CLAIMS,
  step,
  type ClaimStand,
} from './test/claim-fixtures';

jest.setTimeout(60_000);

const slipsRoot = mkdtempSync(path.join(os.tmpdir(), 'chokdee-claims-test-'));
const slipsDir = path.join(slipsRoot, 'slips');
let app: FastifyInstance;
let stand: ClaimStand;
let otherStand: ClaimStand;
let pastDrawId: number;
let payoutStaff: StaffLogin;
let support: StaffLogin;
let owner: StaffLogin;

beforeAll(async () => {
  app = await buildTestApp({ config: { slipsDir } });
  [stand, otherStand] = [await claimStore(app), await claimStore(app)];
  pastDrawId = await drawIdOf(app, PAST_DRAW);
  [payoutStaff, support, owner] = await Promise.all([
    staffWithRoles(app, ['payout']),
    staffWithRoles(app, ['support']),
    staffWithRoles(app, ['owner']),
  ]);
});
afterAll(async () => {
  await app.close();
  rmSync(slipsRoot, { recursive: true, force: true });
});

/** A fresh member's claim of one winning ticket bought from `at`. */
async function newClaim(number = LAST3_WIN, at: ClaimStand = stand) {
  const member = await claimingMember(app);
  const [ticket] = await ownTickets(app, member, at, pastDrawId, [number]);
  const response = await claim(app, member, ticket!);
  expect(response.statusCode).toBe(201);
  return { member, id: response.json().data.id as number, ticket: ticket! };
}

const dealerStep = (id: number | string, payload: object, at: ClaimStand = stand) =>
  step(app, `${DEALER_CLAIMS}/${id}/steps`, at.dealerHeaders, payload);

async function noticeTitles(member: MemberSession) {
  const rows = await app.db
    .select({ title: memberNotices.title, body: memberNotices.body })
    .from(memberNotices)
    .where(and(eq(memberNotices.user_id, member.userId), eq(memberNotices.kind, 'prize-claim')));
  return rows;
}

describe('the dealer’s list', () => {
  test('their store’s claims only, with who asked, paged and filtered', async () => {
    const mine = await newClaim();
    await newClaim(LAST3_WIN, otherStand);
    const response = await app.inject({ url: `${DEALER_CLAIMS}?per_page=50`, headers: stand.dealerHeaders });
    expect(response.statusCode).toBe(200);
    const page = pageEnvelope(DealerPrizeClaimSchema).parse(response.json());
    expect(page.data.map((c) => c.id)).toContain(mine.id);
    expect(page.data.every((c) => c.store_name === stand.store.store.name)).toBe(true);
    expect(page.data[0]!.member).toEqual({ name: 'สมชาย ใจดี', phone: expect.stringMatching(/^09\d{8}$/) });
    const paid = await app.inject({ url: `${DEALER_CLAIMS}?status=paid`, headers: stand.dealerHeaders });
    expect(paid.json().meta.total).toBe(0);
    expect((await app.inject({ url: DEALER_CLAIMS, headers: mine.member.headers })).statusCode).toBe(403);
  });
});

describe('steps', () => {
  test('requested → checking → paid by slip; wrong steps are a Thai 409; the member is told each step', async () => {
    const { id, member } = await newClaim();
    // Not yet checked: no payout, no hand-over.
    const early = await payout(app, `${DEALER_CLAIMS}/${id}/payout`, stand.dealerHeaders);
    expect(early.statusCode).toBe(409);
    expect(existsSync(slipsDir) ? readdirSync(slipsDir).length : 0).toBe(0);

    const checking = await dealerStep(id, { step: 'checking' });
    expect(checking.statusCode).toBe(200);
    expect(checking.json().data).toMatchObject({ status: 'checking', checking_at: expect.any(String) });
    const twice = await dealerStep(id, { step: 'checking' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PRIZE_CLAIM_MESSAGES.checkingOnlyFromRequested);
    const handOver = await dealerStep(id, { step: 'handed_over' });
    expect(handOver.statusCode).toBe(409);
    expect(handOver.json().message).toBe(PRIZE_CLAIM_MESSAGES.handOverOnlyInPerson);
    expect((await dealerStep(id, { step: 'checking' }, otherStand)).statusCode).toBe(404);
    expect((await dealerStep(id, { step: 'paid' })).statusCode).toBe(400);

    const paid = await payout(app, `${DEALER_CLAIMS}/${id}/payout`, stand.dealerHeaders);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      has_payout_slip: true,
      settled_at: expect.any(String),
    });
    expect((await payout(app, `${DEALER_CLAIMS}/${id}/payout`, stand.dealerHeaders)).statusCode).toBe(409);
    expect((await dealerStep(id, { step: 'refused', reason: 'ช้าไป' })).statusCode).toBe(409);

    expect((await noticeTitles(member)).map((n) => n.title)).toEqual([
      `ส่งคำขอขึ้นเงินรางวัลสลาก ${LAST3_WIN} แล้ว`,
      `ร้านกำลังตรวจสอบสลาก ${LAST3_WIN}`,
      `โอนเงินรางวัลสลาก ${LAST3_WIN} แล้ว`,
    ]);

    // The member fetches the slip and the receipt.
    const slip = await app.inject({ url: `${CLAIMS}/${id}/payout-slip`, headers: member.headers });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/png');
    expect(slip.headers['cache-control']).toBe('private, no-store');
    expect(slip.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const dealerSlip = await app.inject({
      url: `${DEALER_CLAIMS}/${id}/payout-slip`,
      headers: stand.dealerHeaders,
    });
    expect(dealerSlip.statusCode).toBe(200);
    expect(
      (await app.inject({ url: `${DEALER_CLAIMS}/${id}/payout-slip`, headers: otherStand.dealerHeaders }))
        .statusCode,
    ).toBe(404);

    const receipt = await app.inject({ url: `${CLAIMS}/${id}/receipt`, headers: member.headers });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const code = `PC-${String(id).padStart(6, '0')}`;
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${code}.pdf"`);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(receipt.rawPayload);
    expect(pdf.getTitle()).toBe(`ใบรับเงินรางวัล ${code}`);
    expect(pdf.getSubject()).toBe(`สลากหมายเลข ${LAST3_WIN} ชุดที่ 50 สมชาย ใจดี`);
    expect(pdf.getPageCount()).toBe(1);
  });

  test('a payout that is not a slip is refused and the claim waits', async () => {
    const { id } = await newClaim();
    await dealerStep(id, { step: 'checking' });
    const html = await payout(
      app,
      `${DEALER_CLAIMS}/${id}/payout`,
      stand.dealerHeaders,
      Buffer.from('<html>'),
      'image/png',
    );
    expect(html.statusCode).toBeGreaterThanOrEqual(400);
    expect(html.statusCode).toBeLessThan(500);
    const list = await app.inject({
      url: `${DEALER_CLAIMS}?status=checking&per_page=50`,
      headers: stand.dealerHeaders,
    });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(id);
  });

  test('in person: checking → handed over, receipt with the GLO steps; no payout slip', async () => {
    const { id, member } = await newClaim(FIRST_PRIZE);
    await dealerStep(id, { step: 'checking' });
    expect((await payout(app, `${DEALER_CLAIMS}/${id}/payout`, stand.dealerHeaders)).statusCode).toBe(409);
    const handed = await dealerStep(id, { step: 'handed_over' });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().data.status).toBe('handed_over');
    const receipt = await app.inject({ url: `${CLAIMS}/${id}/receipt`, headers: member.headers });
    expect({ status: receipt.statusCode, body: receipt.statusCode === 200 ? '' : receipt.body }).toEqual({
      status: 200,
      body: '',
    });
    expect(receipt.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const last = (await noticeTitles(member)).at(-1)!;
    expect(last.title).toBe(`ร้านส่งมอบสลาก ${FIRST_PRIZE} แล้ว`);
    expect(last.body).toContain('สำนักงานสลากกินแบ่งรัฐบาล');
  });

  test('refused with a reason (required), the member told why, and may ask again', async () => {
    const { id, member, ticket } = await newClaim();
    const noReason = await dealerStep(id, { step: 'refused', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe('กรุณาระบุเหตุผลที่ไม่อนุมัติ');
    const refused = await dealerStep(id, { step: 'refused', reason: 'สลากตัวจริงชำรุด' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'refused', refuse_reason: 'สลากตัวจริงชำรุด' });
    expect((await noticeTitles(member)).at(-1)).toEqual({
      title: `คำขอขึ้นเงินรางวัลสลาก ${LAST3_WIN} ไม่ได้รับอนุมัติ`,
      body: 'เหตุผล: สลากตัวจริงชำรุด',
    });
    expect((await claim(app, member, ticket)).statusCode).toBe(201);
  });
});

describe('the CSV export', () => {
  test('BOM, Thai header, baht with two decimals, formulas kept as text', async () => {
    const { id, member } = await newClaim();
    await app.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil")', lastname: '+1' })
      .where(eq(users.id, member.userId));
    await dealerStep(id, { step: 'refused', reason: '@SUM(A1)' });
    const response = await app.inject({
      url: `${DEALER_CLAIMS}/export?status=refused`,
      headers: stand.dealerHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="prize-claims-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(text.startsWith('\uFEFFรหัสคำขอ,วันที่ขอ,งวดวันที่,หมายเลขสลาก,ชุดที่,ชื่อสมาชิก')).toBe(true);
    const lines = text.split('\r\n');
    const line = lines.find((l) => l.startsWith(`PC-${String(id).padStart(6, '0')},`))!;
    expect(line).toContain(',16/05/2569,111602,50,');
    expect(line).toContain(`"'=HYPERLINK(""http://evil"") +1"`);
    expect(line).toContain(',4000.00,20.00,40.00,3940.00,ธนาคารกสิกรไทย,1234567890,นายสมชาย ใจดี,');
    expect(line.endsWith(",'@SUM(A1)")).toBe(true);
    expect(lines.every((l) => !l.startsWith('PC-') || l.includes(',ไม่อนุมัติ,'))).toBe(true);
    // Every row, read a page at a time: pages of one give the list's order.
    const paged: number[] = [];
    for await (const rows of eachClaim(app.db, { storeId: stand.store.store.id }, {}, 1))
      paged.push(...rows.map((row) => row.claim.id));
    const listed = await app.inject({ url: `${DEALER_CLAIMS}?per_page=50`, headers: stand.dealerHeaders });
    expect(paged).toEqual(listed.json().data.map((c: { id: number }) => c.id));
    const others = await app.inject({ url: `${DEALER_CLAIMS}/export`, headers: otherStand.dealerHeaders });
    expect(others.body).not.toContain(`PC-${String(id).padStart(6, '0')}`);
  });
});

describe('the store’s fee', () => {
  test('the default until set; a set fee prices later claims; out of range is a Thai 400', async () => {
    const url = `${DEALER_CLAIMS}/fee`;
    const headers = otherStand.dealerHeaders;
    expect((await app.inject({ url, headers })).json().data).toEqual({ fee_bps: null, default_fee_bps: 100 });
    const set = await app.inject({ method: 'PUT', url, headers, payload: { fee_bps: 250 } });
    expect(set.json().data).toEqual({ fee_bps: 250, default_fee_bps: 100 });
    expect((await app.inject({ url, headers })).json().data.fee_bps).toBe(250);
    const { id, member } = await newClaim(LAST3_WIN, otherStand);
    const made = (await app.inject({ url: `${CLAIMS}/${id}`, headers: member.headers })).json().data;
    expect(made.deductions[1]).toMatchObject({ rate_bps: 250, amount_satang: 10_000 });
    expect(made.net_satang).toBe(400_000 - 2_000 - 10_000);
    const tooHigh = await app.inject({ method: 'PUT', url, headers, payload: { fee_bps: 1001 } });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toMatch(/[\u0E00-\u0E7F]/);
    await app.inject({ method: 'PUT', url, headers, payload: { fee_bps: null } });
    expect((await app.inject({ url, headers })).json().data.fee_bps).toBeNull();
    // The claim already made keeps its fee.
    expect(
      (await app.inject({ url: `${CLAIMS}/${id}`, headers: member.headers })).json().data.net_satang,
    ).toBe(388_000);
  });
});

describe('the payout staff', () => {
  test('payout and owner see every store; support and dealers do not', async () => {
    const fromStand = await newClaim();
    const fromOther = await newClaim(LAST3_WIN, otherStand);
    for (const who of [payoutStaff, owner]) {
      const response = await app.inject({ url: `${STAFF_CLAIMS}?per_page=50`, headers: who.headers });
      expect(response.statusCode).toBe(200);
      const ids = response.json().data.map((c: { id: number }) => c.id);
      expect(ids).toEqual(expect.arrayContaining([fromStand.id, fromOther.id]));
    }
    expect((await app.inject({ url: STAFF_CLAIMS, headers: support.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: `${STAFF_CLAIMS}/export`, headers: support.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await step(app, `${STAFF_CLAIMS}/${fromOther.id}/steps`, support.headers, { step: 'checking' }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ url: STAFF_CLAIMS, headers: stand.dealerHeaders })).statusCode).toBe(401);

    const checking = await step(app, `${STAFF_CLAIMS}/${fromOther.id}/steps`, payoutStaff.headers, {
      step: 'checking',
    });
    expect(checking.statusCode).toBe(200);
    const paid = await payout(
      app,
      `${STAFF_CLAIMS}/${fromOther.id}/payout`,
      payoutStaff.headers,
      TINY_PNG_SLIP,
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    const slip = await app.inject({
      url: `${STAFF_CLAIMS}/${fromOther.id}/payout-slip`,
      headers: payoutStaff.headers,
    });
    expect(slip.statusCode).toBe(200);
    const csv = await app.inject({ url: `${STAFF_CLAIMS}/export?status=paid`, headers: payoutStaff.headers });
    expect(csv.body).toContain(`PC-${String(fromOther.id).padStart(6, '0')}`);
  });

  test('ids beyond int4 or not ids are not found, never a 500', async () => {
    for (const id of ['2147483648', 'abc', '-1']) {
      expect(
        (await step(app, `${STAFF_CLAIMS}/${id}/steps`, payoutStaff.headers, { step: 'checking' }))
          .statusCode,
      ).toBe(404);
      expect((await dealerStep(id, { step: 'checking' })).statusCode).toBe(404);
      expect(
        (await app.inject({ url: `${DEALER_CLAIMS}/${id}/payout-slip`, headers: stand.dealerHeaders }))
          .statusCode,
      ).toBe(404);
      expect((await payout(app, `${STAFF_CLAIMS}/${id}/payout`, payoutStaff.headers)).statusCode).toBe(404);
    }
    expect(
      (await app.inject({ url: `${STAFF_CLAIMS}?draw_date=2026-02-30`, headers: payoutStaff.headers }))
        .statusCode,
    ).toBe(400);
  });
});
