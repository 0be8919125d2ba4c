// What every static server of a built app must answer, whichever serves it: scripts/serve-static.ts
// (serve-static.test.ts) and nginx with the configs of deploy/nginx/ (nginx-answers.test.ts) run
// the same checks against the same small dist/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PagePattern } from './page-patterns';
import {
  ERROR_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

/** A remote's dist/ as the build leaves it, in small. */
export function writeRemoteDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  // Readable by nginx's workers, which run as another user.
  chmodSync(dir, 0o755);
  const files: Record<string, string> = {
    'index.html': '<html><head></head><body>remote</body></html>',
    'remoteEntry.js': 'var mf_lottery;',
    'mf-manifest.json': '{"id":"mf_lottery"}',
    'main.0123abcd.js': 'console.log(1);',
    'main.0123abcd.css': 'body{}',
    'font.89abcdef.woff2': 'wOF2',
    'logo.0123abcd.png': 'png',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/**
 * The pages of the app under test: the server must be told them (`isPage`, nginx's `pages`), and
 * every other path that is no file is a 404 with the app's HTML.
 */
export const CONTRACT_PAGES: readonly PagePattern[] = [
  { path: '/' },
  { path: '/index.html' },
  { path: '/check-lottery/:slug?' },
  { path: '/store/:code' },
  { path: '/ขอพร/:slug/:tab?' },
  { path: '/articles/:id/:title', numeric: ['id'] },
  { path: '/admin/*' },
];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Registers the checks for a server of `writeRemoteDist()`'s folder at `base()`, its page sent
 * with `pageCsp`. Every call says it came over TLS (`X-Forwarded-Proto`), so HSTS is expected.
 */
export function staticServerContract(name: string, base: () => string, pageCsp: () => string): void {
  /** Any method, TRACE included (fetch refuses to send it). */
  const call = (method: string, pathname: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        `${base()}${pathname}`,
        { method, headers: { 'X-Forwarded-Proto': 'https', ...headers } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end(method === 'PUT' || method === 'POST' ? 'replaced?' : undefined);
    });

  const assertSecurityHeaders = (answer: Answer, what: string) => {
    for (const [header, value] of Object.entries(securityHeaders({ hsts: true })))
      assert.equal(answer.headers[header.toLowerCase()], value, `${name} ${what}: ${header}`);
  };

  test(`${name}: TRACE, PUT, POST, DELETE and PATCH → 405 in Thai, never 200`, async () => {
    for (const method of ['TRACE', 'PUT', 'POST', 'DELETE', 'PATCH']) {
      for (const pathname of ['/', '/index.html', '/remoteEntry.js', '/some/page']) {
        const answer = await call(method, pathname);
        const what = `${method} ${pathname}`;
        assert.equal(answer.status, 405, what);
        assert.equal(answer.body.trim(), 'ไม่รองรับวิธีการเรียกนี้', what);
        assert.match(answer.headers['content-type'] ?? '', /^text\/plain/, what);
        assert.match(answer.headers.allow ?? '', /^GET, HEAD/, what);
        assert.equal(answer.headers['content-security-policy'], ERROR_CONTENT_SECURITY_POLICY, what);
        assert.equal(answer.headers['access-control-allow-origin'], undefined, what);
        assertSecurityHeaders(answer, what);
      }
    }
  });

  test(`${name}: OPTIONS is the CORS preflight of what other origins load; 405 for a page`, async () => {
    for (const pathname of ['/remoteEntry.js', '/mf-manifest.json', '/main.0123abcd.js']) {
      const preflight = await call('OPTIONS', pathname, {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'GET',
      });
      assert.equal(preflight.status, 204, pathname);
      assert.equal(preflight.headers['access-control-allow-origin'], '*', pathname);
      assert.match(preflight.headers['access-control-allow-methods'] ?? '', /GET/, pathname);
      assertSecurityHeaders(preflight, `OPTIONS ${pathname}`);
    }
    for (const pathname of ['/', '/index.html', '/store/abc', '/logo.0123abcd.png']) {
      const refused = await call('OPTIONS', pathname);
      assert.equal(refused.status, 405, pathname);
      assert.equal(refused.headers['access-control-allow-origin'], undefined, pathname);
      assertSecurityHeaders(refused, `OPTIONS ${pathname}`);
    }
  });

  test(`${name}: CORS only on the remote entry, manifests, chunks, styles and fonts; never on the HTML`, async () => {
    for (const pathname of [
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/main.0123abcd.js',
      '/main.0123abcd.css',
      '/font.89abcdef.woff2',
    ]) {
      const answer = await call('GET', pathname);
      assert.equal(answer.status, 200, pathname);
      assert.equal(answer.headers['access-control-allow-origin'], '*', pathname);
      assertSecurityHeaders(answer, pathname);
    }
    for (const pathname of ['/', '/index.html', '/check-lottery', '/logo.0123abcd.png']) {
      const answer = await call('GET', pathname);
      assert.equal(answer.status, 200, pathname);
      assert.equal(answer.headers['access-control-allow-origin'], undefined, pathname);
      assertSecurityHeaders(answer, pathname);
    }
    const page = await call('GET', '/check-lottery');
    assert.match(page.body, /remote/);
    assert.equal(page.headers['content-security-policy'], pageCsp());
    assert.equal(page.headers['permissions-policy'], PERMISSIONS_POLICY);
    assert.equal(page.headers['strict-transport-security'], STRICT_TRANSPORT_SECURITY);
    assert.equal((await call('HEAD', '/')).status, 200);
  });

  test(`${name}: a 404 carries the security headers and a policy that runs nothing`, async () => {
    for (const pathname of ['/missing.0123abcd.js', '/nothing.png', '/missing.js']) {
      const answer = await call('GET', pathname);
      assert.equal(answer.status, 404, pathname);
      assert.equal(answer.body.trim(), 'ไม่พบไฟล์', pathname);
      assert.match(answer.headers['content-type'] ?? '', /^text\/plain/, pathname);
      assert.equal(answer.headers['content-security-policy'], ERROR_CONTENT_SECURITY_POLICY, pathname);
      assert.equal(answer.headers['cache-control'], 'no-cache', pathname);
      assertSecurityHeaders(answer, `404 ${pathname}`);
    }
  });

  test(`${name}: a path that is none of the app's pages → 404 with the app's HTML, its policy and the headers`, async () => {
    const thai = (text: string) => encodeURI(text);
    for (const pathname of [
      '/check-lottery',
      '/check-lottery/',
      '/Check-Lottery/2569-01-16',
      '/store/CD1002',
      `/${thai('ขอพร')}/somchai`,
      `/${thai('ขอพร')}/somchai/updates`,
      '/articles/12/some-title',
      '/admin',
      '/admin/remotes/mf_lottery',
      '/?openCart=1',
    ]) {
      const answer = await call('GET', pathname);
      assert.equal(answer.status, 200, pathname);
    }
    for (const pathname of [
      '/no-such-page',
      '/check-lottery/2569-01-16/more',
      '/store',
      `/${thai('ขอพร')}`,
      '/articles/not-a-number/title',
      '/administrator',
    ]) {
      const answer = await call('GET', pathname);
      assert.equal(answer.status, 404, pathname);
      assert.match(answer.body, /remote/, `${pathname}: the app's HTML, so it shows its own 404 page`);
      assert.match(answer.headers['content-type'] ?? '', /^text\/html/, pathname);
      assert.equal(answer.headers['content-security-policy'], pageCsp(), pathname);
      assert.equal(answer.headers['cache-control'], 'no-cache', pathname);
      assert.equal(answer.headers['access-control-allow-origin'], undefined, pathname);
      assertSecurityHeaders(answer, `404 ${pathname}`);
    }
    assert.equal((await call('HEAD', '/no-such-page')).status, 404);
  });
}
