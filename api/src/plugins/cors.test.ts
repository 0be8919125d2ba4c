import type { FastifyInstance } from 'fastify';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';

const preflight = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/public/v2/lottery-draws',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });

const simple = (app: FastifyInstance, origin: string) =>
  app.inject({ method: 'GET', url: '/health', headers: { origin } });

describe('default: the site and the remotes registered in the catalog', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { siteUrl: 'http://localhost:3000' } });
    // Registered before the first request with an Origin (the list is then kept 30 s).
    const registered = await app.inject({
      method: 'PUT',
      url: '/admin/v1/remotes/mf_cors',
      headers: adminHeaders(),
      payload: {
        entry: 'https://cdn.chokdee.example/mf-cors/mf-manifest.json',
        version: '1.0.0',
        routes: [],
      },
    });
    expect(registered.statusCode).toBeLessThan(300);
  });
  afterAll(() => app.close());

  test('a remote registered in the catalog is allowed from the origin of its entry', async () => {
    expect((await simple(app, 'https://cdn.chokdee.example')).headers['access-control-allow-origin']).toBe(
      'https://cdn.chokdee.example',
    );
  });

  test('a preflight from the site is allowed, with the admin methods, and no credentials', async () => {
    const response = await preflight(app, 'http://localhost:3000');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');
    // The dealer's truck staff page sends PATCH /public/bos/v1/dealer/truck/operators/{id}.
    expect(String(response.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('an arbitrary Origin is not reflected, in a preflight or an answer', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3000.evil.example',
      'null',
      'http://localhost:3999',
    ]) {
      expect((await preflight(app, origin)).headers['access-control-allow-origin']).toBeUndefined();
      const answer = await simple(app, origin);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  test('an OPTIONS that is no preflight gets the §8 shape, not a plain-text 400', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/public/v2/lottery-draws' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ errors: [], status: response.statusCode });
  });
});

describe('CORS_ORIGINS set: only those', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { corsOrigins: ['https://chokdee.example'] } });
  });
  afterAll(() => app.close());

  test('a listed origin is allowed, another is not', async () => {
    expect((await simple(app, 'https://chokdee.example')).headers['access-control-allow-origin']).toBe(
      'https://chokdee.example',
    );
    expect(
      (await simple(app, 'https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect(
      (await simple(app, 'http://localhost:3000')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
