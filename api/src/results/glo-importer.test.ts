import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ticketWins } from './ticket-wins-tables';
import { lotteryDraws, lotteryResults } from './results-tables';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createOwnedTickets } from '#api/test/cart-fixtures';
import { registerMember } from '#api/test/member-session';
import { createTestStore } from '#api/test/store-fixtures';
import { GloAnswerError } from './glo-answer';
import { GLO_SOURCE, GloUnavailableError, importLatestGloResult } from './glo-importer';

jest.setTimeout(60_000);

const FIXTURE = readFileSync(path.join(__dirname, '__fixtures__', 'glo-latest-2026-09-01.json'), 'utf8');
const URL = 'https://glo.example/api/lottery/getLatestLottery';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A fetch that answers `body` and records what it was asked. */
function fakeFetch(body: string, status = 200) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const log = () => ({ info: jest.fn(), warn: jest.fn() });

async function storedResult() {
  const [row] = await app.db
    .select({ result: lotteryResults, draw: lotteryDraws })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(eq(lotteryDraws.draw_date, '2026-09-01'));
  return row;
}

test('imports the recorded answer: POSTs JSON to GLO, creates the past draw, stores every tier', async () => {
  const { fetch, calls } = fakeFetch(FIXTURE);
  expect(await storedResult()).toBeUndefined();
  const report = await importLatestGloResult(app.db, { url: URL, now: TEST_NOW, fetch, log: log() });
  expect(report).toEqual({
    draw_date: '2026-09-01',
    outcome: 'inserted',
    draw_created: true,
    wins_recorded: 0,
    first: '417212',
    win_notices: 0,
  });
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe(URL);
  expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{}' });
  expect(calls[0]!.init!.headers).toMatchObject({ 'content-type': 'application/json' });

  const stored = await storedResult();
  expect(stored!.draw).toMatchObject({ draw_date: '2026-09-01', is_sale_open: false });
  // A past draw: on sale from the draw before it (2026-05-16 is the latest seeded one) until 14:00.
  expect(stored!.draw.sale_end_at.toISOString()).toBe('2026-09-01T07:00:00.000Z');
  expect(stored!.draw.sale_start_at.toISOString()).toBe('2026-05-16T09:00:00.000Z');
  expect(stored!.result).toMatchObject({
    first: '417212',
    adjacent_first: ['417211', '417213'],
    second: ['082727', '713900', '806626', '936526', '989370'],
    front3: ['257', '346'],
    last3: ['136', '740'],
    last2: '04',
    source: GLO_SOURCE,
  });
  expect(stored!.result.fifth).toHaveLength(100);

  // The public results call now serves it.
  const list = await app.inject({ method: 'GET', url: '/public/v2/lottery-results?draw_date=2026-09-01' });
  expect(list.json().data[0]).toMatchObject({ draw_date: '2026-09-01', first: '417212', last2: '04' });
});

test('the same answer again changes nothing', async () => {
  const before = await storedResult();
  const report = await importLatestGloResult(app.db, {
    url: URL,
    now: new Date(),
    fetch: fakeFetch(FIXTURE).fetch,
  });
  expect(report).toMatchObject({ outcome: 'unchanged', draw_created: false, wins_recorded: 0 });
  const after = await storedResult();
  expect(after).toEqual(before);
});

test('every owned ticket of the draw is checked on import, and each win is recorded once', async () => {
  const shop = await createTestStore(app.db, { now: TEST_NOW });
  const member = await registerMember(app);
  const drawId = (await storedResult())!.draw.id;
  await createOwnedTickets(app.db, {
    userId: member.userId,
    storeId: shop.store.id,
    drawId,
    // first; adjacent; front3 257 + last2 04; nothing.
    numbers: ['417212', '417213', '257104', '999999'],
    now: TEST_NOW,
  });
  const report = await importLatestGloResult(app.db, {
    url: URL,
    now: TEST_NOW,
    fetch: fakeFetch(FIXTURE).fetch,
  });
  expect(report).toMatchObject({ outcome: 'unchanged', wins_recorded: 3 });
  const again = await importLatestGloResult(app.db, {
    url: URL,
    now: TEST_NOW,
    fetch: fakeFetch(FIXTURE).fetch,
  });
  expect(again.wins_recorded).toBe(0);

  const wins = await app.db.select().from(ticketWins).where(eq(ticketWins.draw_id, drawId));
  const byNumber = Object.fromEntries(wins.map((win) => [String(win.number).padStart(6, '0'), win]));
  expect(Object.keys(byNumber).sort()).toEqual(['257104', '417212', '417213']);
  expect(byNumber['417212']).toMatchObject({ prizes: ['first'], amount: 6_000_000 });
  expect(byNumber['417213']).toMatchObject({ prizes: ['adjacent_first'], amount: 100_000 });
  expect(byNumber['257104']).toMatchObject({ prizes: ['front3', 'last2'], amount: 6_000 });

  // The member's win history shows them.
  const history = await app.inject({
    method: 'GET',
    url: '/public/bos/v1/orders/bag/win-lotteries?draw_date=2026-09-01',
    headers: member.headers,
  });
  expect(history.json().meta.total_amount).toBe(6_106_000);
});

test('a different answer for a stored draw updates it (logged) and checks the wins again', async () => {
  const changed = JSON.parse(FIXTURE);
  changed.response.data.first.number = [{ round: 1, value: '999999' }];
  changed.response.data.near1.number = [
    { round: 1, value: '999998' },
    { round: 2, value: '000000' },
  ];
  const logger = log();
  const report = await importLatestGloResult(app.db, {
    url: URL,
    now: TEST_NOW,
    fetch: fakeFetch(JSON.stringify(changed)).fetch,
    log: logger,
  });
  expect(report).toMatchObject({ outcome: 'updated', first: '999999', wins_recorded: 2 });
  expect(logger.warn).toHaveBeenCalledWith(
    expect.objectContaining({ draw_date: '2026-09-01', previous_first: '417212', first: '999999' }),
    expect.stringContaining('changed'),
  );
  expect((await storedResult())!.result.first).toBe('999999');
  const wins = await app.db
    .select()
    .from(ticketWins)
    .where(eq(ticketWins.draw_id, (await storedResult())!.draw.id));
  expect(wins.map((win) => [win.number, win.prizes]).sort()).toEqual([
    [257104, ['front3', 'last2']],
    [999999, ['first']],
  ]);
  // Put the real numbers back for the next tests.
  await importLatestGloResult(app.db, { url: URL, now: TEST_NOW, fetch: fakeFetch(FIXTURE).fetch });
});

test('GLO down, an HTTP error, a page that is not JSON or half a table: an error, nothing stored', async () => {
  const before = await storedResult();
  const down = (async () => {
    throw new TypeError('fetch failed');
  }) as unknown as typeof fetch;
  await expect(importLatestGloResult(app.db, { url: URL, now: TEST_NOW, fetch: down })).rejects.toThrow(
    GloUnavailableError,
  );
  await expect(
    importLatestGloResult(app.db, { url: URL, now: TEST_NOW, fetch: fakeFetch('oops', 503).fetch }),
  ).rejects.toThrow(GloUnavailableError);
  await expect(
    importLatestGloResult(app.db, { url: URL, now: TEST_NOW, fetch: fakeFetch('<html>').fetch }),
  ).rejects.toThrow(GloAnswerError);
  const half = JSON.parse(FIXTURE);
  half.response.data.fourth.number = [];
  await expect(
    importLatestGloResult(app.db, { url: URL, now: TEST_NOW, fetch: fakeFetch(JSON.stringify(half)).fetch }),
  ).rejects.toThrow(GloAnswerError);
  expect(await storedResult()).toEqual(before);
});
