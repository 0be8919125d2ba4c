import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp } from '#api/test/build-test-app';
import { rawHttp } from '#api/test/raw-http';

/** A real listening server: these refusals happen in Node's HTTP parser, which `inject` skips. */
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const shape = (status: number, message: string) => ({ message, errors: [], status });

test('a query longer than the header limit → 431 in Thai (was Fastify English)', async () => {
  const answer = await rawHttp(
    port,
    `GET /public/v2/lottery-results?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
  );
  expect(answer?.status).toBe(431);
  expect(answer?.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer!.body)).toEqual(shape(431, MESSAGES.headersTooLarge));
});

test.each([
  [
    'an empty Content-Length (an empty JSON body written by hand)',
    'POST /public/v3/cookie-consents HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: \r\n\r\n',
  ],
  [
    'Content-Length and Transfer-Encoding both',
    'POST /public/v3/cookie-consents HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ],
  [
    'a broken chunk',
    'GET /public/v3/popups/version HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  ],
  ['a bad request line', 'GARBAGE\r\n\r\n'],
  ['a NUL in the request line', 'GET /public/bos/v1/orders/\u0000 HTTP/1.1\r\nHost: a\r\n\r\n'],
])('%s → 400 in Thai', async (_name, request) => {
  const answer = await rawHttp(port, request);
  expect(answer?.status).toBe(400);
  expect(JSON.parse(answer!.body)).toEqual(shape(400, MESSAGES.badRequest));
});

test('an HTTP/1.1 request without Host → 400 in Thai (Node answered an empty body)', async () => {
  const answer = await rawHttp(port, 'GET /public/v3/popups/version HTTP/1.1\r\n\r\n');
  expect(answer?.status).toBe(400);
  expect(ApiErrorSchema.parse(JSON.parse(answer!.body)).message).toBe(MESSAGES.hostRequired);
});

test('an empty JSON body through a real client → the Thai 400 of the body parser', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/public/v3/cookie-consents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '',
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual(shape(400, MESSAGES.emptyJson));
});

test('CONNECT → 405 in Thai rather than a dropped connection', async () => {
  const answer = await rawHttp(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  expect(answer?.status).toBe(405);
  expect(JSON.parse(answer!.body)).toEqual(shape(405, MESSAGES.methodNotAllowed));
});
