import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestClock } from '#api/test/build-test-app';

let app: FastifyInstance;
const clock = createTestClock();

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(async () => {
  await app.close();
});

describe('GET /public/v1/food-trucks', () => {
  test('lists the seeded trucks with today’s place and hours in Bangkok', async () => {
    // Saturday 2026-11-21, 18:00 in Bangkok.
    clock.set('2026-11-21T11:00:00.000Z');
    const res = await app.inject({ method: 'GET', url: '/public/v1/food-trucks' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ date: '2026-11-21' });
    expect(body.data).toHaveLength(3);
    const [silom, victory, noodles] = body.data;
    expect(silom).toMatchObject({
      name: 'รถโชคดี สาขาสีลม',
      store: { code: 'CD1007' },
      today: { place: 'ตลาดนัดสวนลุมไนท์', opens_at: '16:00', closes_at: '22:00', is_open_now: true },
    });
    expect(victory.today).toMatchObject({ opens_at: '06:30', closes_at: '20:00', is_open_now: true });
    expect(noodles).toMatchObject({ store: null, today: { opens_at: '10:00', is_open_now: false } });
  });

  test('a Sunday: a truck with a day off has no place today', async () => {
    // Sunday 2026-11-22, 08:00 in Bangkok.
    clock.set('2026-11-22T01:00:00.000Z');
    const body = (await app.inject({ method: 'GET', url: '/public/v1/food-trucks' })).json();
    expect(body.meta.date).toBe('2026-11-22');
    expect(body.data[2].today).toBeNull();
    expect(body.data[0].today).toMatchObject({ is_open_now: false });
  });
});
