// What the site's origin writes into a page's HTML, whichever server serves it: scripts/serve-static.ts
// (serve-static.test.ts) and nginx with the rendered deploy/nginx/ config (nginx-answers.test.ts)
// pass the same checks, with shell/index.html as it is and a stand-in API that counts its calls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { chmodSync, copyFileSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_HEAD_API_PATH } from './site-files';

export const FAKE_SITE_URL = 'https://chokdee.example';

/** A dist/ with the shell's real HTML (its default head and the include), and nothing else. */
export function writeShellDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-head-'));
  chmodSync(dir, 0o755);
  copyFileSync(path.resolve(__dirname, '..', 'shell', 'index.html'), path.join(dir, 'index.html'));
  return dir;
}

export interface FakePageHeadApi {
  url: string;
  /** The `path` of every call, as the API received it (one entry per call). */
  calls: URLSearchParams[];
  /** Stops answering: later calls are refused. */
  stop: () => Promise<void>;
}

/**
 * A stand-in for the API's page head: a path with `broken` is a 500, one with `slow` answers after
 * 5 s, any other gets a head naming its path (canonical on FAKE_SITE_URL), kept 10 s by caches.
 */
export async function startFakePageHeadApi(): Promise<FakePageHeadApi> {
  const calls: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname !== PAGE_HEAD_API_PATH) {
      res.writeHead(404).end();
      return;
    }
    calls.push(url.searchParams);
    const pagePath = url.searchParams.get('path') ?? '';
    if (pagePath.includes('broken')) {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"พัง"}');
      return;
    }
    const answer = () =>
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
        })
        .end(
          `<title>หน้า ${decodeURI(pagePath)} | โชคดี</title>\n<link rel="canonical" href="${FAKE_SITE_URL}${pagePath}">`,
        );
    if (pagePath.includes('slow')) setTimeout(answer, 5000);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const DEFAULT_TITLE = '<title>โชคดี</title>';

async function page(base: string, pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`);
  return { status: response.status, html: await response.text() };
}

/**
 * Registers the checks for a server at `base()` whose pages include CONTRACT_PAGES, serving
 * `writeShellDist()` with its page heads from `api()`. The last check stops the API.
 */
export function pageHeadContract(name: string, base: () => string, api: () => FakePageHeadApi): void {
  const callsFor = (pagePath: string) => api().calls.filter((call) => call.get('path') === pagePath);

  test(`${name}: a page's HTML carries the API's head for that page instead of the default`, async () => {
    const { status, html } = await page(base(), '/check-lottery/2026-11-16');
    assert.equal(status, 200);
    assert.ok(html.includes(`<link rel="canonical" href="${FAKE_SITE_URL}/check-lottery/2026-11-16">`), html);
    assert.ok(html.includes('<title>หน้า /check-lottery/2026-11-16 | โชคดี</title>'));
    assert.ok(!html.includes(DEFAULT_TITLE), 'the default head is gone');
    assert.ok(!html.includes('<!--#'), 'no SSI command reaches the browser');
    assert.ok(html.includes('<div id="root">'));
  });

  test(`${name}: a second view within the head's lifetime does not ask the API again`, async () => {
    await page(base(), '/check-lottery/2026-11-01');
    const { html } = await page(base(), '/check-lottery/2026-11-01');
    assert.ok(html.includes(`${FAKE_SITE_URL}/check-lottery/2026-11-01"`));
    assert.equal(callsFor('/check-lottery/2026-11-01').length, 1);
  });

  test(`${name}: a Thai path reaches the API percent-encoded, as the browser sent it`, async () => {
    const { html } = await page(base(), `/${encodeURIComponent('ขอพร')}/${encodeURIComponent('ทำบุญ')}`);
    assert.ok(html.includes('<title>หน้า /ขอพร/ทำบุญ | โชคดี</title>'), html);
    const calls = api().calls.filter((call) => decodeURI(call.get('path') ?? '') === '/ขอพร/ทำบุญ');
    assert.equal(calls.length, 1);
  });

  test(`${name}: the page's query never reaches the API`, async () => {
    await page(base(), '/store/abc?utm_source=line&path=/admin&x=%26');
    const calls = api().calls.filter((call) => call.get('path')?.startsWith('/store/abc'));
    assert.equal(calls.length, 1);
    assert.deepEqual([...calls[0]!.entries()], [['path', '/store/abc']]);
  });

  test(`${name}: a path the API would read otherwise (an encoded ? or %) keeps the default head`, async () => {
    for (const pathname of ['/store/odd%3Fb', '/store/odd%2541', '/store/odd&b']) {
      const { status, html } = await page(base(), pathname);
      assert.equal(status, 200, pathname);
      assert.ok(html.includes(DEFAULT_TITLE), pathname);
    }
    assert.equal(api().calls.filter((call) => call.get('path')?.startsWith('/store/odd')).length, 0);
  });

  test(`${name}: an API error leaves the page whole, with the default head`, async () => {
    const { status, html } = await page(base(), '/store/broken');
    assert.equal(status, 200);
    assert.ok(html.includes(DEFAULT_TITLE), html);
    assert.ok(!html.includes('พัง') && !html.includes('<!--#'));
    assert.equal(callsFor('/store/broken').length, 1, 'the API was asked');
  });

  test(`${name}: a slow API does not hold the page: the default head within 2.5 s`, async () => {
    const started = Date.now();
    const { status, html } = await page(base(), '/store/slow');
    assert.equal(status, 200);
    assert.ok(Date.now() - started < 2500, `${Date.now() - started} ms`);
    assert.ok(html.includes(DEFAULT_TITLE), html);
  });

  test(`${name}: a path that is no page keeps the default head and never reaches the API`, async () => {
    const before = api().calls.length;
    const { status, html } = await page(base(), '/no/such/page/at/all');
    assert.equal(status, 404);
    assert.ok(html.includes(DEFAULT_TITLE));
    assert.equal(api().calls.length, before);
  });

  test(`${name}: with the API down a page still answers 200 with the default head`, async () => {
    await api().stop();
    const { status, html } = await page(base(), '/store/after-the-api-went-down');
    assert.equal(status, 200);
    assert.ok(html.includes(DEFAULT_TITLE), html);
    assert.ok(html.includes('<div id="root">'));
  });
}
