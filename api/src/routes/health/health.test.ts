import type { FastifyInstance } from 'fastify';
import { openDatabase } from '#api/db/client';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp } from '#api/test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('GET /health answers ok in the data envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { status: 'ok' } });
});

test('GET /health/live answers ok; GET /health/ready answers ready when the database answers', async () => {
  const live = await app.inject({ method: 'GET', url: '/health/live' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ data: { status: 'ok' } });
  const ready = await app.inject({ method: 'GET', url: '/health/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ data: { status: 'ready' } });
});

test('a database that is gone: not ready (Thai 503 with Retry-After), still live', async () => {
  const database = await openDatabase('memory://');
  const lonely = await buildTestApp({ database });
  try {
    await database.close();
    const ready = await lonely.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ message: MESSAGES.databaseUnavailable, errors: [], status: 503 });
    expect((await lonely.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await lonely.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  } finally {
    await lonely.close();
  }
});

test('while the process shuts down: not ready, still live, other calls refused in Thai, connections closed', async () => {
  const closing = await buildTestApp();
  try {
    closing.shutdownGate.begin();
    const ready = await closing.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: MESSAGES.serverRestarting, errors: [], status: 503 });
    expect(ready.headers.connection).toBe('close');
    const results = await closing.inject({ method: 'GET', url: '/public/v2/lottery-results?per_page=1' });
    expect(results.statusCode).toBe(503);
    expect(results.headers['retry-after']).toBe('1');
    expect(results.json()).toEqual({ message: MESSAGES.serverRestarting, errors: [], status: 503 });
    const live = await closing.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  } finally {
    await closing.close();
  }
});
