// What the site's origin answers at /sitemap.xml and /robots.txt, whichever server serves it:
// scripts/serve-static.ts (serve-static.test.ts) and nginx (nginx-answers.test.ts) pass the same
// checks against a stand-in API that answers as api/src/site/routes/public/v1/site/ does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_FILES } from './site-files';

export const FAKE_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://chokdee.example/check-lottery/2026-11-16</loc></url></urlset>';
export const FAKE_ROBOTS =
  'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://chokdee.example/sitemap.xml\n';

/**
 * A stand-in API on 127.0.0.1: the two files with their type and cache lifetime, and headers of
 * its own (a sandboxing policy, CORS) that the site's origin must not pass on.
 */
export async function startFakeSiteApi(): Promise<{ url: string; server: http.Server }> {
  const bodies: Record<string, [string, string]> = {
    [SITE_FILES[0].apiPath]: ['application/xml; charset=utf-8', FAKE_SITEMAP],
    [SITE_FILES[1].apiPath]: ['text/plain; charset=utf-8', FAKE_ROBOTS],
  };
  const server = http.createServer((req, res) => {
    const found = bodies[req.url ?? ''];
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"message":"ไม่พบ"}');
      return;
    }
    res.writeHead(200, {
      'Content-Type': found[0],
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': 'sandbox',
      'Access-Control-Allow-Origin': 'https://elsewhere.example',
    });
    res.end(found[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Registers the checks for a server at `base()` told to take the site files from the stand-in API. */
export function siteFilesContract(name: string, base: () => string): void {
  const cases = [
    { path: '/sitemap.xml', type: /^application\/xml/, body: FAKE_SITEMAP },
    { path: '/robots.txt', type: /^text\/plain/, body: FAKE_ROBOTS },
  ];
  for (const { path, type, body } of cases) {
    test(`${name}: ${path} is the API's, with this origin's headers, never the app's HTML`, async () => {
      const response = await fetch(`${base()}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', type);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=3600');
      assert.equal(await response.text(), body);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('content-security-policy'), null, "the API's policy stays behind");
      assert.equal(response.headers.get('access-control-allow-origin'), null);
    });
  }
}
