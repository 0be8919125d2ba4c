import { and, eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memberNotices } from '#api/notices/notices-tables';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';
import { prizeClaims } from './prize-claims-tables';
import {
  claim,
  claimingMember,
  claimStore,
  DEALER_CLAIMS,
  drawIdOf,
  LAST3_WIN,
  ownTickets,
  PAST_DRAW,
  payout,
  step,
} from './test/claim-fixtures';

jest.setTimeout(120_000);

const slipsRoot = mkdtempSync(path.join(os.tmpdir(), 'chokdee-claim-race-'));
const slipsDir = path.join(slipsRoot, 'slips');
afterAll(() => rmSync(slipsRoot, { recursive: true, force: true }));
const { testOnPostgres } = appOnPostgres('prize_claim_races', { config: { slipsDir } });

testOnPostgres(
  'a ticket claimed twice at once, stepped and paid twice at once: one wins each time, once told',
  async (app) => {
    const stand = await claimStore(app);
    const member = await claimingMember(app);
    const [ticket] = await ownTickets(app, member, stand, await drawIdOf(app, PAST_DRAW), [LAST3_WIN]);

    // Five requests for the same ticket at the same instant: the partial unique index lets one in.
    const creates = await Promise.all([claim(app, member, ticket!), claim(app, member, ticket!)]);
    expect(creates.map((c) => c.statusCode).sort()).toEqual([201, 409]);
    expect(creates.find((c) => c.statusCode === 409)!.json().message).toBe(
      PRIZE_CLAIM_MESSAGES.alreadyClaimed,
    );
    const rows = await app.db.select().from(prizeClaims).where(eq(prizeClaims.ticket_id, ticket!));
    expect(rows).toHaveLength(1);
    const id = rows[0]!.id;

    // Two dealers press "checking" at once: one moves it, the other is told it moved.
    const steps = await Promise.all(
      [1, 2].map(() => step(app, `${DEALER_CLAIMS}/${id}/steps`, stand.dealerHeaders, { step: 'checking' })),
    );
    expect(steps.map((s) => s.statusCode).sort()).toEqual([200, 409]);

    // Two payouts at once: one is paid, the other refused, and its slip file not kept.
    const payouts = await Promise.all(
      [1, 2].map(() => payout(app, `${DEALER_CLAIMS}/${id}/payout`, stand.dealerHeaders)),
    );
    expect(payouts.map((p) => p.statusCode).sort()).toEqual([200, 409]);
    expect(readdirSync(slipsDir)).toHaveLength(1);

    // After payment the ticket cannot be claimed again.
    const late = await claim(app, member, ticket!);
    expect(late.statusCode).toBe(409);

    const notices = await app.db
      .select({ event_key: memberNotices.event_key })
      .from(memberNotices)
      .where(and(eq(memberNotices.user_id, member.userId), eq(memberNotices.kind, 'prize-claim')));
    expect(notices.map((n) => n.event_key).sort()).toEqual(
      [`prize-claim:${id}:checking`, `prize-claim:${id}:paid`, `prize-claim:${id}:requested`].sort(),
    );
  },
);

testOnPostgres('a refusal and a payout at once: exactly one of them happens', async (app) => {
  const stand = await claimStore(app);
  const member = await claimingMember(app);
  const [ticket] = await ownTickets(app, member, stand, await drawIdOf(app, PAST_DRAW), [LAST3_WIN]);
  const id = (await claim(app, member, ticket!)).json().data.id as number;
  await step(app, `${DEALER_CLAIMS}/${id}/steps`, stand.dealerHeaders, { step: 'checking' });
  const [refuse, pay] = await Promise.all([
    step(app, `${DEALER_CLAIMS}/${id}/steps`, stand.dealerHeaders, { step: 'refused', reason: 'สลากชำรุด' }),
    payout(app, `${DEALER_CLAIMS}/${id}/payout`, stand.dealerHeaders),
  ]);
  expect([refuse.statusCode, pay.statusCode].sort()).toEqual([200, 409]);
  const [row] = await app.db.select().from(prizeClaims).where(eq(prizeClaims.id, id));
  expect(row!.status).toBe(refuse.statusCode === 200 ? 'refused' : 'paid');
  expect(row!.payout_slip === null).toBe(refuse.statusCode === 200);
});
