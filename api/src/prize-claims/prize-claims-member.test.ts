import { PrizeClaimQuoteSchema, PrizeClaimSchema } from '@chokdee/shared-contract/schemas/prize-claim';
import { pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberNotices } from '#api/notices/notices-tables';
import { buildTestApp } from '#api/test/build-test-app';
import type { MemberSession } from '#api/test/member-session';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';
import {
  claim,
  claimingMember,
  CLAIMS,
  claimStore,
  drawIdOf,
  drawPastWindow,
  FIRST_PRIZE,
  LAST3_WIN,
  NO_WIN,
  ownTickets,
  PAST_DRAW,
  type ClaimStand,
} from './test/claim-fixtures';

jest.setTimeout(60_000);

let app: FastifyInstance;
let stand: ClaimStand;
let pastDrawId: number;
let member: MemberSession;
/** The member's 111602 (last three), 107387 (first prize) and 222222 (nothing) of 2026-05-16. */
let last3Ticket: number;
let firstTicket: number;
let losingTicket: number;

beforeAll(async () => {
  app = await buildTestApp();
  stand = await claimStore(app);
  pastDrawId = await drawIdOf(app, PAST_DRAW);
  member = await claimingMember(app);
  const owned = await ownTickets(app, member, stand, pastDrawId, [LAST3_WIN, FIRST_PRIZE, NO_WIN]);
  [last3Ticket, firstTicket, losingTicket] = owned as [number, number, number];
});
afterAll(() => app.close());

const get = (url: string, who: MemberSession = member) => app.inject({ url, headers: who.headers });

describe('GET /prize-claims/quote/:ticketId', () => {
  test('a transfer: each prize, stamp duty 0.5 % and the default 1 % fee, the account and its name checked', async () => {
    const response = await get(`${CLAIMS}/quote/${last3Ticket}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const quote = PrizeClaimQuoteSchema.parse(response.json().data);
    expect(quote).toMatchObject({
      ticket_id: last3Ticket,
      number: LAST3_WIN,
      set_no: 50,
      draw_date: PAST_DRAW,
      kind: 'transfer',
      prizes: [{ tier: 'last3', amount_satang: 400_000 }],
      prize_satang: 400_000,
      deductions: [
        { key: 'stamp_duty', rate_bps: 50, amount_satang: 2_000 },
        { key: 'dealer_fee', rate_bps: 100, amount_satang: 4_000 },
      ],
      net_satang: 394_000,
      bank_account: { bank_code: 'KBANK', account_number: '1234567890', account_name: 'นายสมชาย ใจดี' },
      account_name_matches: true,
      claim: null,
    });
  });

  test('the first prize is claimed in person at the GLO: no dealer fee', async () => {
    const quote = PrizeClaimQuoteSchema.parse((await get(`${CLAIMS}/quote/${firstTicket}`)).json().data);
    expect(quote.kind).toBe('in_person');
    expect(quote.deductions.map((d) => d.key)).toEqual(['stamp_duty']);
    expect(quote.net_satang).toBe(600_000_000 - 3_000_000);
  });

  test('a ticket that won nothing, another member’s ticket and ids that are none are not found', async () => {
    const stranger = await claimingMember(app);
    for (const response of [
      await get(`${CLAIMS}/quote/${losingTicket}`),
      await get(`${CLAIMS}/quote/${last3Ticket}`, stranger),
      await get(`${CLAIMS}/quote/abc`),
      await get(`${CLAIMS}/quote/2147483648`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PRIZE_CLAIM_MESSAGES.notAWinner);
    }
    expect((await app.inject({ url: `${CLAIMS}/quote/${last3Ticket}` })).statusCode).toBe(401);
  });
});

describe('POST /prize-claims', () => {
  test('claims a ticket once, amounts and account fixed, the member told', async () => {
    const response = await claim(app, member, last3Ticket);
    expect(response.statusCode).toBe(201);
    const made = PrizeClaimSchema.parse(response.json().data);
    expect(made).toMatchObject({
      code: `PC-${String(made.id).padStart(6, '0')}`,
      status: 'requested',
      kind: 'transfer',
      net_satang: 394_000,
      bank_account: { bank_name: 'ธนาคารกสิกรไทย', account_number: '1234567890' },
      has_payout_slip: false,
      settled_at: null,
    });

    const [notice] = await app.db
      .select()
      .from(memberNotices)
      .where(and(eq(memberNotices.user_id, member.userId), eq(memberNotices.kind, 'prize-claim')));
    expect(notice).toMatchObject({
      title: `ส่งคำขอขึ้นเงินรางวัลสลาก ${LAST3_WIN} แล้ว`,
      body: 'ยอดสุทธิ 3,940.00 บาท',
      link: `/members/prize-claims/${made.id}`,
    });

    const again = await claim(app, member, last3Ticket);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRIZE_CLAIM_MESSAGES.alreadyClaimed);
    const quote = (await get(`${CLAIMS}/quote/${last3Ticket}`)).json().data;
    expect(quote.claim).toMatchObject({ id: made.id, status: 'requested' });
  });

  test('in person needs no bank account; its notice tells the steps at the GLO', async () => {
    const noAccount = await claimingMember(app, null);
    const [ticket] = await ownTickets(app, noAccount, stand, pastDrawId, [FIRST_PRIZE]);
    const response = await claim(app, noAccount, ticket!);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'in_person', bank_account: null });
    const [notice] = await app.db
      .select()
      .from(memberNotices)
      .where(eq(memberNotices.user_id, noAccount.userId));
    expect(notice!.body).toContain('สำนักงานสลากกินแบ่งรัฐบาล');
  });

  test('a transfer needs an account, in the member’s own name (422, nothing saved)', async () => {
    const noAccount = await claimingMember(app, null);
    const [ticket] = await ownTickets(app, noAccount, stand, pastDrawId, [LAST3_WIN]);
    const none = await claim(app, noAccount, ticket!);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(PRIZE_CLAIM_MESSAGES.noBankAccount);

    const someoneElse = await claimingMember(app, 'นางสาวสมศรี มีสุข');
    const [theirs] = await ownTickets(app, someoneElse, stand, pastDrawId, [LAST3_WIN]);
    const quote = (await get(`${CLAIMS}/quote/${theirs}`, someoneElse)).json().data;
    expect(quote.account_name_matches).toBe(false);
    const mismatch = await claim(app, someoneElse, theirs!);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe(PRIZE_CLAIM_MESSAGES.accountNameMismatch);
    expect(mismatch.json().message).toContain('/members/bank-account');
    expect((await get(CLAIMS, someoneElse)).json().meta.total).toBe(0);
  });

  test('past two years from the draw the prize is no longer claimed (422)', async () => {
    const old = await drawPastWindow(app);
    const late = await claimingMember(app);
    const [ticket] = await ownTickets(app, late, stand, old.drawId, [old.number]);
    const response = await claim(app, late, ticket!);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(PRIZE_CLAIM_MESSAGES.windowClosed);
  });

  test('a ticket that won nothing or another member’s is not found; a bad id is a Thai 400', async () => {
    const stranger = await claimingMember(app);
    expect((await claim(app, member, losingTicket)).statusCode).toBe(404);
    expect((await claim(app, stranger, firstTicket)).statusCode).toBe(404);
    const beyond = await claim(app, member, 2_147_483_648);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors[0]).toMatchObject({
      field: 'ticket_id',
      message: expect.stringMatching(/[\u0E00-\u0E7F]/),
    });
  });
});

describe('GET /prize-claims and /prize-claims/:id', () => {
  test('newest first, paged on the server, by status and draw; one claim; another member’s not found', async () => {
    const lister = await claimingMember(app);
    const tickets = await ownTickets(app, lister, stand, pastDrawId, [LAST3_WIN, FIRST_PRIZE]);
    const ids: number[] = [];
    for (const ticket of tickets) ids.push((await claim(app, lister, ticket)).json().data.id);

    const page1 = pageEnvelope(PrizeClaimSchema).parse((await get(`${CLAIMS}?per_page=1`, lister)).json());
    expect(page1.data.map((c) => c.id)).toEqual([ids[1]]);
    expect(page1.meta).toEqual({ page: 1, per_page: 1, total: 2, last_page: 2 });
    const page2 = (await get(`${CLAIMS}?per_page=1&page=2`, lister)).json();
    expect(page2.data.map((c: { id: number }) => c.id)).toEqual([ids[0]]);

    expect((await get(`${CLAIMS}?status=requested&draw_date=${PAST_DRAW}`, lister)).json().meta.total).toBe(
      2,
    );
    expect((await get(`${CLAIMS}?status=paid`, lister)).json().meta.total).toBe(0);
    expect((await get(`${CLAIMS}?draw_date=2026-12-01`, lister)).json().meta.total).toBe(0);
    expect((await get(`${CLAIMS}?status=nope`, lister)).statusCode).toBe(400);
    expect((await get(`${CLAIMS}?per_page=51`, lister)).statusCode).toBe(400);

    const one = await get(`${CLAIMS}/${ids[0]}`, lister);
    expect(one.statusCode).toBe(200);
    expect(PrizeClaimSchema.parse(one.json().data).number).toBe(LAST3_WIN);
    for (const url of [`${CLAIMS}/${ids[0]}`, `${CLAIMS}/2147483648`, `${CLAIMS}/abc`]) {
      const response = await get(url, member);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PRIZE_CLAIM_MESSAGES.claimNotFound);
    }
  });

  test('the receipt waits for the payout (409); no slip yet is 404', async () => {
    const [latest] = (await get(CLAIMS)).json().data;
    const receipt = await get(`${CLAIMS}/${latest.id}/receipt`);
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().message).toBe(PRIZE_CLAIM_MESSAGES.receiptNotReady);
    expect((await get(`${CLAIMS}/${latest.id}/payout-slip`)).statusCode).toBe(404);
  });
});
