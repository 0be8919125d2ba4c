import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';

describe('default: any origin (the apps run on other ports)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  test('a preflight from the shell is allowed, with the admin methods', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/public/v2/lottery-draws',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
  });

  test('a simple request gets the origin back', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:3001' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  });
});

describe('CORS_ORIGINS set: only those', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { corsOrigins: ['https://chokdee.example'] } });
  });
  afterAll(() => app.close());

  test('a listed origin is allowed, another is not', async () => {
    const allowed = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://chokdee.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://chokdee.example');
    const other = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
