import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp, testConfig } from '#api/test/build-test-app';
import { rawHttp } from '#api/test/raw-http';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp({
    config: { http: { ...testConfig().http, headersTimeoutMs: 500, requestTimeoutMs: 1_000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

test('a client that never finishes its headers is cut off with the Thai 408 within seconds', async () => {
  const started = Date.now();
  const answer = await rawHttp(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 10_000);
  expect(answer).toMatchObject({
    status: 408,
    body: JSON.stringify({ message: MESSAGES.requestTimeout, errors: [], status: 408 }),
  });
  // The limit (0.5 s) plus at most one of the server's checks (every second).
  expect(Date.now() - started).toBeLessThan(3_000);
});

test('a client that never finishes its body likewise', async () => {
  const started = Date.now();
  const answer = await rawHttp(
    port,
    'POST /public/v3/complaints HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    10_000,
  );
  expect(answer?.status).toBe(408);
  expect(Date.now() - started).toBeLessThan(3_000);
});
