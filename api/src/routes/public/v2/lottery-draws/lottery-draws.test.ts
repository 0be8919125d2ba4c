import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { LotteryDrawSchema } from '@chokdee/shared-contract/schemas/lottery-draw';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';

const ListSchema = dataEnvelope(z.array(LotteryDrawSchema));
const OneSchema = dataEnvelope(LotteryDrawSchema);

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /public/v2/lottery-draws', () => {
  test('lists draws newest first, 50 by default, in the kernel contract', async () => {
    const response = await get('/public/v2/lottery-draws');
    expect(response.statusCode).toBe(200);
    const { data } = ListSchema.parse(response.json());
    expect(data).toHaveLength(50);
    expect(data[0]?.draw_date).toBe('2027-02-16');
    const dates = data.map((d) => d.draw_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('status=upcoming: the six planned draws, on sale, without results', async () => {
    const { data } = ListSchema.parse((await get('/public/v2/lottery-draws?status=upcoming')).json());
    expect(data.map((d) => d.draw_date)).toEqual([
      '2027-02-16',
      '2027-02-01',
      '2027-01-16',
      '2027-01-01',
      '2026-12-16',
      '2026-12-01',
    ]);
    expect(data.every((d) => d.is_sale_open && !d.has_results)).toBe(true);
  });

  test('status=past: the 218 real draws, newest 2026-05-16, all with results', async () => {
    const { data } = ListSchema.parse((await get('/public/v2/lottery-draws?status=past&limit=500')).json());
    expect(data).toHaveLength(218);
    expect(data[0]).toMatchObject({ draw_date: '2026-05-16', has_results: true, is_sale_open: false });
    expect(data.at(-1)?.draw_date).toBe('2015-11-16');
    expect(data.every((d) => d.has_results)).toBe(true);
  });

  test('a planned draw whose day has gone by counts as past', async () => {
    clock.set('2026-12-02T03:00:00Z');
    const { data } = ListSchema.parse((await get('/public/v2/lottery-draws?status=past&limit=1')).json());
    expect(data[0]).toMatchObject({ draw_date: '2026-12-01', has_results: false });
  });

  test('limit caps the list; unknown parameters are ignored', async () => {
    const { data } = ListSchema.parse((await get('/public/v2/lottery-draws?limit=3&foo=bar')).json());
    expect(data.map((d) => d.draw_date)).toEqual(['2027-02-16', '2027-02-01', '2027-01-16']);
  });

  test.each([
    ['status=soon', 'status'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const response = await get(`/public/v2/lottery-draws?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: MESSAGES.invalidInput, status: 400 });
    expect(body.errors).toEqual([{ field, message: expect.any(String) }]);
  });
});

describe('GET /public/v2/lottery-draws/current', () => {
  test('the draw on sale now: 2026-12-01, on sale since 2026-11-16 16:00 until 14:00 on the day', async () => {
    const response = await get('/public/v2/lottery-draws/current');
    expect(response.statusCode).toBe(200);
    expect(OneSchema.parse(response.json()).data).toMatchObject({
      draw_date: '2026-12-01',
      sale_start_date: '2026-11-16T16:00:00.000+07:00',
      sale_end_date: '2026-12-01T14:00:00.000+07:00',
      is_sale_open: true,
      has_results: false,
    });
  });

  test('after 14:00 on the draw day the next draw is current', async () => {
    clock.set('2026-12-01T06:59:59Z');
    expect((await get('/public/v2/lottery-draws/current')).json().data.draw_date).toBe('2026-12-01');
    clock.set('2026-12-01T07:00:00Z');
    expect((await get('/public/v2/lottery-draws/current')).json().data.draw_date).toBe('2026-12-16');
  });

  test('before a sale opens, the next draw to open is current', async () => {
    clock.set('2026-12-01T08:00:00Z'); // 15:00 in Bangkok: 12-16 opens at 16:00
    const { data } = OneSchema.parse((await get('/public/v2/lottery-draws/current')).json());
    expect(data.draw_date).toBe('2026-12-16');
    expect(Date.parse(data.sale_start_date)).toBeGreaterThan(clock.now().getTime());
  });

  test('404 in Thai when no draw is left to sell', async () => {
    clock.set('2027-03-01T00:00:00Z');
    const response = await get('/public/v2/lottery-draws/current');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.noCurrentDraw, errors: [], status: 404 });
  });
});
