import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { buildTestApp } from '#api/test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('a large answer is sent compressed to a browser that accepts brotli', async () => {
  const response = await app.inject({
    url: '/public/v2/lottery-draws?status=past&limit=500',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as { data: unknown[] };
  expect(body.data.length).toBeGreaterThan(200);
  expect(response.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 5);
});

test('a client that asks for no encoding gets plain JSON', async () => {
  const response = await app.inject({ url: '/public/v2/lottery-draws?status=past&limit=500' });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.json<{ data: unknown[] }>().data.length).toBeGreaterThan(200);
});
