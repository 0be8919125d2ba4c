import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PRIMITIVE_MESSAGES } from '@chokdee/shared-contract/schemas/primitives';
import {
  LotteryResultSchema,
  LotteryResultSettingsSchema,
} from '@chokdee/shared-contract/schemas/lottery-result';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp } from '#api/test/build-test-app';

const PageSchema = pageEnvelope(LotteryResultSchema);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /public/v2/lottery-results', () => {
  test('first page: ten results, newest first, total 218', async () => {
    const response = await get('/public/v2/lottery-results');
    expect(response.statusCode).toBe(200);
    const { data, meta } = PageSchema.parse(response.json());
    expect(meta).toEqual({ page: 1, per_page: 10, total: 218, last_page: 22 });
    expect(data).toHaveLength(10);
    expect(data[0]).toMatchObject({
      draw_date: '2026-05-16',
      slug: '2026-05-16',
      first: '107387',
      adjacent_first: ['107386', '107388'],
      front3: ['091', '298'],
      last3: ['602', '716'],
      last2: '08',
    });
    expect(data.slice(0, 3).map((r) => r.draw_date)).toEqual(['2026-05-16', '2026-05-02', '2026-04-16']);
  });

  test('the last page holds the oldest draws; past it the list is empty', async () => {
    const last = PageSchema.parse((await get('/public/v2/lottery-results?page=22&per_page=10')).json());
    expect(last.data).toHaveLength(8);
    expect(last.data.at(-1)?.draw_date).toBe('2015-11-16');
    const beyond = PageSchema.parse((await get('/public/v2/lottery-results?page=23')).json());
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ page: 23, per_page: 10, total: 218, last_page: 22 });
  });

  test('draw_date picks one draw', async () => {
    const { data, meta } = PageSchema.parse(
      (await get('/public/v2/lottery-results?draw_date=2021-03-16')).json(),
    );
    expect(meta.total).toBe(1);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ first: '890422', front3: ['036', '902'], last2: '19' });
  });

  test('an unknown draw_date (no results, or no draw) is an empty list', async () => {
    for (const day of ['2026-12-01', '2001-01-01']) {
      const response = await get(`/public/v2/lottery-results?draw_date=${day}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
    }
  });

  test('unknown parameters are ignored', async () => {
    const response = await get('/public/v2/lottery-results?per_page=2&includes=everything');
    expect(response.statusCode).toBe(200);
    expect(PageSchema.parse(response.json()).data).toHaveLength(2);
  });

  test.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['draw_date=2026-13-45', 'draw_date'],
    ['draw_date=2025-02-29', 'draw_date'],
    ['draw_date=16-05-2026', 'draw_date'],
  ])('?%s is a 400 naming %s, with a Thai message', async (query, field) => {
    const response = await get(`/public/v2/lottery-results?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: MESSAGES.invalidInput, status: 400 });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].field).toBe(field);
    expect(body.errors[0].message).toMatch(/[\u0E00-\u0E7F]/);
  });

  test('every bad field is reported at once', async () => {
    const response = await get('/public/v2/lottery-results?per_page=0&page=abc&draw_date=2026-13-45');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'page', message: 'ต้องเป็นตัวเลข' },
      { field: 'per_page', message: 'ต้องไม่น้อยกว่า 1' },
      { field: 'draw_date', message: PRIMITIVE_MESSAGES.dateNotInCalendar },
    ]);
  });
});

describe('GET /public/v2/lottery-results/settings', () => {
  test('the prize table of the kernel, the draw days and the time zone', async () => {
    const response = await get('/public/v2/lottery-results/settings');
    expect(response.statusCode).toBe(200);
    const { data } = dataEnvelope(LotteryResultSettingsSchema).parse(response.json());
    expect(data.prize_tiers).toEqual(PRIZE_TIERS);
    expect(data.prize_tiers.map((t) => t.key)).toEqual([
      'first',
      'adjacent_first',
      'second',
      'third',
      'fourth',
      'fifth',
      'front3',
      'last3',
      'last2',
    ]);
    expect(data.prize_tiers[0]).toEqual({
      key: 'first',
      name: 'รางวัลที่ 1',
      amount: 6_000_000,
      count: 1,
      digits: 6,
    });
    expect(data.draw_days).toEqual([1, 16]);
    expect(data.timezone).toBe('Asia/Bangkok');
  });
});
