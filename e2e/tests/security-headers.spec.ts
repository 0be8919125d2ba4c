import { expect, test } from '@playwright/test';
import { API_URL, SHELL_URL } from '../support/env';

test('the site’s HTML carries the security headers beside its CSP', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Plain HTTP here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('the API answers the site’s origin with CORS and a stranger’s without', async ({ request }) => {
  const fromSite = await request.get(`${API_URL}/health`, { headers: { Origin: SHELL_URL } });
  expect(fromSite.headers()['access-control-allow-origin']).toBe(SHELL_URL);
  expect(fromSite.headers()['x-content-type-options']).toBe('nosniff');
  const fromElsewhere = await request.get(`${API_URL}/health`, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
});
