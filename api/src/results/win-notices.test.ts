import { checkTicket } from '@chokdee/shared-contract/rules/prize';
import type { Notice } from '@chokdee/shared-contract/schemas/notices';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { saleWindow } from '#api/lib/draw-schedule';
import { memberNotices } from '#api/notices/notices-tables';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createOwnedTickets } from '#api/test/cart-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { createTestStore } from '#api/test/store-fixtures';
import { toLotteryResult } from './glo-answer';
import { importLatestGloResult } from './glo-importer';
import { lotteryDraws } from './results-tables';
import { saveDrawResult } from './save-draw-result';
import { recordWins } from './win-check';
import { sendPendingWinNotices } from './win-notices';

jest.setTimeout(60_000);

const FIXTURE = readFileSync(path.join(__dirname, '__fixtures__', 'glo-latest-2026-09-01.json'), 'utf8');
const URL = 'https://glo.example/api/lottery/getLatestLottery';
const answering = (body: string) =>
  (async () =>
    new Response(body, { headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
const importAnswer = (body: string) =>
  importLatestGloResult(app.db, { url: URL, now: TEST_NOW, fetch: answering(body) });

let app: FastifyInstance;
let twoWins: MemberSession;
let oneWin: MemberSession;
let noWin: MemberSession;
let drawId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const shop = await createTestStore(app.db, { now: TEST_NOW });
  [twoWins, oneWin, noWin] = [
    await registerMember(app),
    await registerMember(app),
    await registerMember(app),
  ];
  const [draw] = await app.db
    .insert(lotteryDraws)
    .values({ draw_date: '2026-09-01', ...saleWindow('2026-09-01', '2026-08-16') })
    .returning({ id: lotteryDraws.id });
  drawId = draw!.id;
  const own = (member: MemberSession, numbers: string[]) =>
    createOwnedTickets(app.db, {
      userId: member.userId,
      storeId: shop.store.id,
      drawId,
      numbers,
      now: TEST_NOW,
    });
  // first; front3 257 + last2 04; nothing.
  await own(twoWins, ['417212', '257104', '999999']);
  // last3 740.
  await own(oneWin, ['123740']);
  await own(noWin, ['999998', '555555']);
});
afterAll(() => app.close());

async function winNotices(member: MemberSession): Promise<Notice[]> {
  const answer = await app.inject({ method: 'GET', url: '/public/v1/notices', headers: member.headers });
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as Notice[]).filter((notice) => notice.kind === 'win');
}

test('the import tells each winner once: every winning ticket and the total', async () => {
  const result = toLotteryResult(JSON.parse(FIXTURE));
  expect(checkTicket(result, '999998')).toEqual([]);

  const report = await importAnswer(FIXTURE);
  expect(report).toMatchObject({ outcome: 'inserted', wins_recorded: 3, win_notices: 2 });

  expect(await winNotices(twoWins)).toEqual([
    expect.objectContaining({
      title: 'ยินดีด้วย! สลากของคุณถูกรางวัลงวด 1 กันยายน 2569',
      body: [
        'สลาก 257104 ถูกรางวัลเลขหน้า 3 ตัว และรางวัลเลขท้าย 2 ตัว เป็นเงิน 6,000 บาท',
        'สลาก 417212 ถูกรางวัลที่ 1 เป็นเงิน 6,000,000 บาท',
        'รวมเป็นเงิน 6,006,000 บาท',
      ].join('\n'),
      link: '/members/safe',
      read: false,
    }),
  ]);
  expect(await winNotices(oneWin)).toEqual([
    expect.objectContaining({
      title: 'ยินดีด้วย! สลากของคุณถูกรางวัลงวด 1 กันยายน 2569',
      body: 'สลาก 123740 ถูกรางวัลเลขท้าย 3 ตัว เป็นเงิน 4,000 บาท\nรวมเป็นเงิน 4,000 บาท',
    }),
  ]);
  expect(await winNotices(noWin)).toEqual([]);
});

test('importing the same draw again tells nobody anything new', async () => {
  const report = await importAnswer(FIXTURE);
  expect(report).toMatchObject({ outcome: 'unchanged', wins_recorded: 0, win_notices: 0 });
  expect(await winNotices(twoWins)).toHaveLength(1);
  expect(await winNotices(oneWin)).toHaveLength(1);
  expect(await winNotices(noWin)).toEqual([]);
});

test('an official correction tells the new winners again and withdraws a win it takes away', async () => {
  const corrected = JSON.parse(FIXTURE);
  corrected.response.data.first.number = [{ round: 1, value: '999998' }];
  corrected.response.data.last3b.number = [
    { round: 1, value: '136' },
    { round: 2, value: '741' },
  ];
  const report = await importAnswer(JSON.stringify(corrected));
  expect(report).toMatchObject({ outcome: 'updated', win_notices: 2 });

  const [told] = await winNotices(twoWins);
  expect(told).toMatchObject({
    title: 'ผลรางวัลงวด 1 กันยายน 2569 มีการแก้ไข: สลากของคุณถูกรางวัล',
    body: 'สลาก 257104 ถูกรางวัลเลขหน้า 3 ตัว และรางวัลเลขท้าย 2 ตัว เป็นเงิน 6,000 บาท\nรวมเป็นเงิน 6,000 บาท',
  });
  const [withdrawn] = await winNotices(oneWin);
  expect(withdrawn!.title).toBe('ผลรางวัลงวด 1 กันยายน 2569 มีการแก้ไข: สลากของคุณไม่ถูกรางวัล');
  const [newWinner] = await winNotices(noWin);
  expect(newWinner!.body).toBe('สลาก 999998 ถูกรางวัลที่ 1 เป็นเงิน 6,000,000 บาท\nรวมเป็นเงิน 6,000,000 บาท');

  // The same corrected answer again: nothing new.
  expect((await importAnswer(JSON.stringify(corrected))).win_notices).toBe(0);
  const keys = await app.db
    .select({ event_key: memberNotices.event_key })
    .from(memberNotices)
    .where(and(eq(memberNotices.kind, 'win'), like(memberNotices.event_key, `win:${drawId}%`)));
  expect(keys).toHaveLength(5);
});

test('a result committed by a process that stopped before telling anyone is told by the next sweep', async () => {
  const [draw] = await app.db
    .insert(lotteryDraws)
    .values({ draw_date: '2026-11-16', ...saleWindow('2026-11-16', '2026-11-01') })
    .onConflictDoNothing({ target: lotteryDraws.draw_date })
    .returning({ id: lotteryDraws.id });
  const recentDrawId =
    draw?.id ??
    (await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.draw_date, '2026-11-16')))[0]!.id;
  const shop = await createTestStore(app.db, { now: TEST_NOW });
  await createOwnedTickets(app.db, {
    userId: oneWin.userId,
    storeId: shop.store.id,
    drawId: recentDrawId,
    numbers: ['417212'],
    now: TEST_NOW,
  });
  const result = { ...toLotteryResult(JSON.parse(FIXTURE)), draw_date: '2026-11-16', slug: '2026-11-16' };
  await app.db.transaction(async (tx) => {
    await saveDrawResult(tx, result, 'test', TEST_NOW);
    await recordWins(tx, { drawId: recentDrawId });
  });
  const before = (await winNotices(oneWin)).length;

  expect(await sendPendingWinNotices(app.db, TEST_NOW)).toBe(1);
  const [latest, ...older] = await winNotices(oneWin);
  expect(older).toHaveLength(before);
  expect(latest!.title).toBe('ยินดีด้วย! สลากของคุณถูกรางวัลงวด 16 พฤศจิกายน 2569');
  expect(await sendPendingWinNotices(app.db, TEST_NOW)).toBe(0);
});
