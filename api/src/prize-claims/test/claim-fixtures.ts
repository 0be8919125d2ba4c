import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { saveBankAccount } from '#api/members/bank-accounts-repository';
import { lotteryDraws, lotteryResults } from '#api/results/results-tables';
import { bearer } from '#api/test/auth-fixtures';
import { TEST_NOW } from '#api/test/build-test-app';
import { createOwnedTickets } from '#api/test/cart-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { TINY_PNG_SLIP } from '#api/test/slip-fixtures';
import { createTestStore, DEALER_PASSWORD, type TestStore } from '#api/test/store-fixtures';

export const CLAIMS = '/public/bos/v1/prize-claims';
export const DEALER_CLAIMS = '/public/bos/v1/dealer/prize-claims';
export const STAFF_CLAIMS = '/admin/v1/prize-claims';

/**
 * The real result of 2026-05-16 (seeded): first 107387, front3 091/298, last3 602/716, last2 08.
 * 111602 wins the last three (4,000 baht), 107387 the first prize (claimed in person), 222222 nothing.
 */
export const PAST_DRAW = '2026-05-16';
export const LAST3_WIN = '111602';
export const FIRST_PRIZE = '107387';
export const NO_WIN = '222222';

export async function drawIdOf(app: FastifyInstance, drawDate: string): Promise<number> {
  const [draw] = await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.draw_date, drawDate));
  if (!draw) throw new Error(`no draw ${drawDate}`);
  return draw.id;
}

/** A seeded draw with results more than two years before the test clock, and a number that won its last two. */
export async function drawPastWindow(app: FastifyInstance): Promise<{ drawId: number; number: string }> {
  const [row] = await app.db
    .select({ id: lotteryDraws.id, last2: lotteryResults.last2 })
    .from(lotteryDraws)
    .innerJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id))
    .where(and(lte(lotteryDraws.draw_date, '2024-10-01'), isNotNull(lotteryResults.last2)))
    .orderBy(desc(lotteryDraws.draw_date))
    .limit(1);
  if (!row) throw new Error('no draw past the claim window in the seed');
  return { drawId: row.id, number: `5555${row.last2}` };
}

export interface ClaimStand {
  store: TestStore;
  dealerHeaders: { authorization: string };
}

/** A store with a dealer logged in. */
export async function claimStore(app: FastifyInstance): Promise<ClaimStand> {
  const store = await createTestStore(app.db, { now: TEST_NOW, numbers: ['999999'], copies: 1 });
  const login = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/dealer/auth/login',
    payload: { tel: store.dealerTel, password: DEALER_PASSWORD },
  });
  return { store, dealerHeaders: bearer(login.json().data.token) };
}

/** A member (สมชาย ใจดี) with, unless told otherwise, a KBANK account in their own name. */
export async function claimingMember(
  app: FastifyInstance,
  accountName: string | null = 'นายสมชาย ใจดี',
): Promise<MemberSession> {
  const member = await registerMember(app);
  if (accountName)
    await saveBankAccount(
      app.db,
      member.userId,
      { bank_code: 'KBANK', account_number: '1234567890', account_name: accountName },
      TEST_NOW,
    );
  return member;
}

/** Tickets the member owns from the store, in the draw; their ids in the order of `numbers`. */
export async function ownTickets(
  app: FastifyInstance,
  member: MemberSession,
  stand: ClaimStand,
  drawId: number,
  numbers: string[],
): Promise<number[]> {
  const owned = await createOwnedTickets(app.db, {
    userId: member.userId,
    storeId: stand.store.store.id,
    drawId,
    numbers,
    now: TEST_NOW,
  });
  return owned.ticketIds;
}

export const claim = (app: FastifyInstance, member: MemberSession, ticketId: number) =>
  app.inject({ method: 'POST', url: CLAIMS, headers: member.headers, payload: { ticket_id: ticketId } });

export const step = (app: FastifyInstance, url: string, headers: object, payload: object) =>
  app.inject({ method: 'POST', url, headers: headers as InjectOptions['headers'], payload });

/** A multipart payout of the transfer slip `data` to `url` (`.../:id/payout`). */
export async function payout(
  app: FastifyInstance,
  url: string,
  headers: { authorization: string },
  data: Buffer = TINY_PNG_SLIP,
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'slip');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
