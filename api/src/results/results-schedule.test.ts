import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { importDueResults, latestDueDrawDay, missingResultDay } from './results-schedule';

const at = (iso: string) => new Date(iso);

test('the due draw day: a 1st or 16th once 16:00 Bangkok has passed, else the one before', () => {
  expect(latestDueDrawDay(at('2026-12-01T15:59:00+07:00'))).toBe('2026-11-16');
  expect(latestDueDrawDay(at('2026-12-01T16:00:00+07:00'))).toBe('2026-12-01');
  expect(latestDueDrawDay(at('2026-12-10T09:00:00+07:00'))).toBe('2026-12-01');
  expect(latestDueDrawDay(at('2026-12-16T23:59:00+07:00'))).toBe('2026-12-16');
  // 2027-01-01 00:30 in Bangkok is still 2026-12-31 in UTC.
  expect(latestDueDrawDay(at('2027-01-01T00:30:00+07:00'))).toBe('2026-12-16');
  expect(latestDueDrawDay(at('2027-01-01T17:00:00+07:00'))).toBe('2027-01-01');
});

describe('missingResultDay', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  test("the seed's latest result is 2026-05-16: on 2026-05-20 nothing is missing", async () => {
    expect(await missingResultDay(app.db, at('2026-05-20T12:00:00+07:00'))).toBeNull();
  });

  test('at TEST_NOW (2026-11-21) the 2026-11-16 results are missing: the schedule would import', async () => {
    expect(await missingResultDay(app.db, TEST_NOW)).toBe('2026-11-16');
  });

  test('a result stored for a later day (GLO drew a day late) counts as present', async () => {
    expect(await missingResultDay(app.db, at('2026-05-16T17:00:00+07:00'))).toBeNull();
    expect(await missingResultDay(app.db, at('2026-06-01T17:00:00+07:00'))).toBe('2026-06-01');
  });
});

describe('importDueResults (what the schedule does every 15 minutes)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const recorded = readFileSync(path.join(__dirname, '__fixtures__', 'glo-latest-2026-09-01.json'), 'utf8');
  const fakeFetch = (body: string) => {
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(url);
      return new Response(body, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, calls };
  };

  test('nothing missing: GLO is not even asked', async () => {
    const { fetch, calls } = fakeFetch(recorded);
    const done = await importDueResults(app.db, {
      url: 'http://glo',
      now: at('2026-05-20T12:00:00+07:00'),
      fetch,
    });
    expect(done).toEqual({ outcome: 'nothing_missing' });
    expect(calls).toHaveLength(0);
  });

  test('GLO still answers an older draw than the due one: nothing is stored', async () => {
    const { fetch, calls } = fakeFetch(recorded);
    const done = await importDueResults(app.db, { url: 'http://glo', now: TEST_NOW, fetch });
    expect(done).toEqual({ outcome: 'not_out_yet', due: '2026-11-16', latest: '2026-09-01' });
    expect(calls).toHaveLength(1);
    const stored = await app.inject({
      method: 'GET',
      url: '/public/v2/lottery-results?draw_date=2026-09-01',
    });
    expect(stored.json().data).toEqual([]);
  });

  test('GLO has the due draw: it is stored', async () => {
    const { fetch } = fakeFetch(recorded);
    const done = await importDueResults(app.db, {
      url: 'http://glo',
      now: at('2026-09-01T16:15:00+07:00'),
      fetch,
    });
    expect(done).toMatchObject({
      outcome: 'stored',
      report: { draw_date: '2026-09-01', outcome: 'inserted' },
    });
    expect(await missingResultDay(app.db, at('2026-09-02T09:00:00+07:00'))).toBeNull();
  });
});
