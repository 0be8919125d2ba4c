import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { SystemEnvironmentSchema } from '@chokdee/shared-contract/schemas/system-info';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestClock } from '#api/test/build-test-app';

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());

test('GET /public/v3/system-info/environment: server time in Bangkok, time zone, environment', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v3/system-info/environment' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(dataEnvelope(SystemEnvironmentSchema).parse(response.json()).data).toEqual({
    system_time: '2026-11-21T18:00:00.000+07:00',
    timezone: 'Asia/Bangkok',
    environment: 'test',
  });
});

test('system_time follows the clock, across midnight in Bangkok', async () => {
  clock.set('2026-12-31T17:00:00.000Z');
  const response = await app.inject({ method: 'GET', url: '/public/v3/system-info/environment' });
  expect(response.json().data.system_time).toBe('2027-01-01T00:00:00.000+07:00');
});
