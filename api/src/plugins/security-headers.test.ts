import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#api/test/build-test-app';

// Two apps to start: more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  proxied = await buildTestApp({ config: { trustProxy: true } });
});
afterAll(() => Promise.all([app.close(), proxied.close()]));

test('every answer, refusals included, carries the security headers and a CSP that allows nothing', async () => {
  for (const url of ['/health', '/nope', '/public/bos/v1/orders/%00']) {
    const { headers } = await app.inject({ method: 'GET', url });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';sandbox");
  }
});

test('HSTS only over TLS: not over plain HTTP, not for a forwarded proto from an untrusted client', async () => {
  expect((await app.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
  const spoofed = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  const behindTls = await proxied.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
  expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('a served picture gets its own restrictive CSP and may be shown by the site on another origin', async () => {
  const picture = await app.inject({ url: '/static/stores/banner-big-set.svg' });
  if (picture.statusCode !== 200) throw new Error(`no demo picture: ${picture.statusCode}`);
  expect(picture.headers['content-security-policy']).toBe(
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  );
  expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(picture.headers['x-content-type-options']).toBe('nosniff');
});
