import type { FastifyInstance } from 'fastify';
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
