import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import type { DatabaseHandle } from '#api/db/client';
import { MESSAGES } from '#api/lib/messages';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { cookieChoice } from '#api/test/cookie-consent-fixtures';
import { openTestDatabase } from '#api/test/pglite-template';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('unknown routes', () => {
  test.each([
    ['GET', '/nope'],
    ['GET', '/public/v2/lottery-draws/next'],
    ['POST', '/public/v2/lottery-draws'],
    ['GET', '/public/v9/catalog'],
  ] as const)('%s %s → 404 in the spec §8 shape', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'ไม่พบหน้าที่ต้องการ', errors: [], status: 404 });
  });

  test('a path segment longer than the router takes → 414 in Thai, not the framework English', async () => {
    const response = await app.inject({ method: 'GET', url: `/public/bos/v1/store/${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'คำขอไม่ถูกต้อง', errors: [], status: 414 });
  });

  test('a trailing slash still finds the route', async () => {
    expect((await app.inject({ method: 'GET', url: '/health/' })).statusCode).toBe(200);
  });
});

describe('bodies the API cannot read', () => {
  const putRemote = (headers: Record<string, string>, payload: string) =>
    app.inject({
      method: 'PUT',
      url: '/admin/v1/remotes/mf_x',
      headers: { ...adminHeaders(), ...headers },
      payload,
    });

  test('malformed JSON → 400 in Thai', async () => {
    const response = await putRemote({ 'content-type': 'application/json' }, '{"entry": "http://x"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalidJson, errors: [], status: 400 });
  });

  test('an empty JSON body → 400 in Thai', async () => {
    const response = await putRemote({ 'content-type': 'application/json' }, '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.emptyJson, errors: [], status: 400 });
  });

  test('a media type the API does not read → 415 in Thai', async () => {
    const response = await putRemote({ 'content-type': 'text/csv' }, 'a,b');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: MESSAGES.unsupportedMediaType, errors: [], status: 415 });
  });
});

describe('server failures', () => {
  let broken: FastifyInstance;
  let database: DatabaseHandle;
  const logLines: string[] = [];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.handle;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    broken = await buildTestApp({
      database,
      prepareDatabase: !opened.prepared,
      logger: { level: 'error', stream },
    });
    // The database goes away under a running API.
    await database.close();
  });
  afterAll(() => broken.close());

  test('→ 503 with a generic Thai message and Retry-After; the details go to the log only', async () => {
    const response = await broken.inject({ method: 'GET', url: '/public/v2/lottery-results' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: MESSAGES.databaseUnavailable, errors: [], status: 503 });
    expect(response.body).not.toMatch(/pglite|closed|select/i);
    const logged = logLines.join('\n');
    expect(logged).toMatch(/database unavailable/);
    expect(logged).toMatch(/closed/i);
  });

  test('a route whose rate limit lives in the database → 503 too, not a crash', async () => {
    const response = await broken.inject({
      method: 'POST',
      url: '/public/v3/cookie-consents',
      payload: cookieChoice(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: MESSAGES.databaseUnavailable, errors: [], status: 503 });
  });

  test('bad input is still a 400 while the database is down', async () => {
    const response = await broken.inject({ method: 'GET', url: '/public/v2/lottery-results?page=0' });
    expect(response.statusCode).toBe(400);
  });
});
