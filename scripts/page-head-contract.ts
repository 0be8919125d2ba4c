// What the site's origin writes into a page's HTML, whichever server serves it: scripts/serve-static.ts
// (serve-static.test.ts) and nginx with the rendered deploy/nginx/ config (nginx-answers.test.ts)
// pass the same checks, with shell/index.html as it is and a stand-in API that counts its calls:
// the page's head, and the announcement's first slide in the body (none on a staff surface).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { chmodSync, copyFileSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_ANNOUNCEMENT_API_PATH } from '@chokdee/shared-contract/first-announcement';
import { ANNOUNCEMENT_CLOSED_COOKIE } from '@chokdee/shared-contract/rules/announcement-seen';
import type { PagePattern } from './page-patterns';
import { PAGE_HEAD_API_PATH } from './site-files';

export const FAKE_SITE_URL = 'https://chokdee.example';

/**
 * The staff surfaces of a server under these checks (a remote's staff route, the shell's
 * console), each a page too: the server gets them as both.
 */
export const CONTRACT_STAFF_PAGES: readonly PagePattern[] = [{ path: '/truck/store' }, { path: '/admin/*' }];

/** A dist/ with the shell's real HTML (its default head and the include), and nothing else. */
export function writeShellDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-head-'));
  chmodSync(dir, 0o755);
  copyFileSync(path.resolve(__dirname, '..', 'shell', 'index.html'), path.join(dir, 'index.html'));
  return dir;
}

/** A call of the announcement's first slide, as the API received it. */
export interface AnnouncementCall {
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface FakePageHeadApi {
  url: string;
  /** The `path` of every call, as the API received it (one entry per call). */
  calls: URLSearchParams[];
  /** Every call of the announcement's first slide. */
  announcementCalls: AnnouncementCall[];
  /** Stops answering: later calls are refused. */
  stop: () => Promise<void>;
}

/** The closed values the stand-in API answers apart: nothing to show, a 500, after 5 s. */
export const CLOSED = { nothing: '20260101.1', broken: '20260202.2', slow: '20260303.3' } as const;

const SHARED_10_SECONDS = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/** The stand-in slide: it says which `closed` the API was asked with. */
export function fakeSlide(closed: string): string {
  return `<div id="chokdee-first-announcement"><dialog open>ประกาศ closed=${encodeURIComponent(closed)};</dialog></div>`;
}

function answerFirstAnnouncement(url: URL, res: http.ServerResponse): void {
  const closed = url.searchParams.get('closed') ?? '';
  if (closed === CLOSED.broken) {
    res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"พัง"}');
    return;
  }
  const answer = () => {
    if (closed === CLOSED.nothing) res.writeHead(204, { 'Cache-Control': SHARED_10_SECONDS }).end();
    else
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': SHARED_10_SECONDS })
        .end(fakeSlide(closed));
  };
  if (closed === CLOSED.slow) setTimeout(answer, 5000);
  else answer();
}

/**
 * A stand-in for the API's page head: a path with `broken` is a 500, one with `slow` answers after
 * 5 s, any other gets a head naming its path (canonical on FAKE_SITE_URL), kept 10 s by caches.
 * And for the announcement's first slide: `fakeSlide(closed)`, or as CLOSED says, kept 10 s too.
 */
export async function startFakePageHeadApi(): Promise<FakePageHeadApi> {
  const calls: URLSearchParams[] = [];
  const announcementCalls: AnnouncementCall[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname === FIRST_ANNOUNCEMENT_API_PATH) {
      announcementCalls.push({ query: url.searchParams, headers: req.headers });
      answerFirstAnnouncement(url, res);
      return;
    }
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
          'Cache-Control': SHARED_10_SECONDS,
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
    announcementCalls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const DEFAULT_TITLE = '<title>โชคดี</title>';

async function page(
  base: string,
  pathname: string,
  cookie?: string,
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: await response.text() };
}

const closedCookie = (value: string) => `${ANNOUNCEMENT_CLOSED_COOKIE}=${value}`;
const SLIDE_ID = 'id="chokdee-first-announcement"';

/** Whether the slide stands in the body, before the app's root. */
function slideInBody(html: string, slide: string): boolean {
  const body = html.indexOf('<body>');
  const at = html.indexOf(slide);
  return body >= 0 && at > body && at < html.indexOf('<div id="root">');
}

/**
 * Registers the checks for a server at `base()` whose pages include CONTRACT_PAGES and whose staff
 * surfaces are CONTRACT_STAFF_PAGES, serving
 * `writeShellDist()` with its page heads from `api()`. The last check stops the API.
 */
export function pageHeadContract(name: string, base: () => string, api: () => FakePageHeadApi): void {
  const callsFor = (pagePath: string) => api().calls.filter((call) => call.get('path') === pagePath);
  const slideCallsFor = (closed: string) =>
    api().announcementCalls.filter((call) => call.query.get('closed') === closed);

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
    const slidesBefore = api().announcementCalls.length;
    const { status, html } = await page(base(), '/no/such/page/at/all', closedCookie('20261225.8'));
    assert.equal(status, 404);
    assert.ok(html.includes(DEFAULT_TITLE));
    assert.ok(!html.includes(SLIDE_ID) && !html.includes('<!--#'), html);
    assert.equal(api().calls.length, before);
    assert.equal(api().announcementCalls.length, slidesBefore, 'no slide asked for');
  });

  test(`${name}: a page's body holds the announcement's first slide, before the app's root`, async () => {
    const { status, html } = await page(base(), '/check-lottery/2026-10-16');
    assert.equal(status, 200);
    assert.ok(slideInBody(html, fakeSlide('')), html);
    assert.ok(!html.includes('<!--#'), 'no SSI command reaches the browser');
  });

  test(`${name}: the closed cookie reaches the API as \`closed\`, and nothing else of the visitor's`, async () => {
    const cookie = `theme=dark; ${closedCookie('20261201.7')}; session=secret`;
    const { html } = await page(base(), '/check-lottery/2026-10-01', cookie);
    assert.ok(slideInBody(html, fakeSlide('20261201.7')), html);
    const calls = slideCallsFor('20261201.7');
    assert.equal(calls.length, 1);
    assert.deepEqual([...calls[0]!.query.keys()], ['closed']);
    for (const call of api().announcementCalls) {
      assert.equal(call.headers.cookie, undefined, 'no cookie reaches the API');
      assert.ok(!JSON.stringify(call.headers).includes('secret'));
    }
  });

  test(`${name}: a garbled closed cookie reaches the API as an empty \`closed\``, async () => {
    for (const value of ['x;y', '20260101.1<script>', '"20260101.1"', '1.2026010111', '%32%30']) {
      const { status, html } = await page(base(), '/check-lottery/2026-10-02', closedCookie(value));
      assert.equal(status, 200, value);
      assert.ok(slideInBody(html, fakeSlide('')), `${value}: ${html}`);
    }
    const closed = api().announcementCalls.map((call) => call.query.get('closed'));
    assert.ok(
      closed.every((value) => value === '' || /^[0-9]{8}\.[0-9]{1,9}$/.test(value ?? '-')),
      closed.join(' '),
    );
  });

  test(`${name}: an API with nothing to show (204) writes nothing, the page whole`, async () => {
    const { status, html } = await page(base(), '/check-lottery/2026-10-03', closedCookie(CLOSED.nothing));
    assert.equal(status, 200);
    assert.equal(slideCallsFor(CLOSED.nothing).length, 1, 'the API was asked');
    assert.ok(!html.includes(SLIDE_ID) && !html.includes('<dialog'), html);
    assert.ok(html.includes('<div id="root"></div>') && html.trim().endsWith('</html>'));
    assert.ok(html.includes('<title>หน้า /check-lottery/2026-10-03 | โชคดี</title>'), 'the head is there');
    await page(base(), '/check-lottery/2026-10-04', closedCookie(CLOSED.nothing));
    assert.equal(slideCallsFor(CLOSED.nothing).length, 1, 'nothing to show is kept too');
  });

  test(`${name}: a second view with the same cookie does not ask again; another value does`, async () => {
    await page(base(), '/check-lottery/2026-10-04', closedCookie('20261111.3'));
    const { html } = await page(base(), '/check-lottery/2026-10-05', closedCookie('20261111.3'));
    assert.ok(slideInBody(html, fakeSlide('20261111.3')), html);
    assert.equal(slideCallsFor('20261111.3').length, 1);
    const other = await page(base(), '/check-lottery/2026-10-05', closedCookie('20261111.4'));
    assert.ok(slideInBody(other.html, fakeSlide('20261111.4')), other.html);
    assert.equal(slideCallsFor('20261111.4').length, 1);
  });

  test(`${name}: a staff surface's page has its head but no slide, and the API is not asked for one`, async () => {
    const closed = '20261015.4';
    for (const pathname of ['/truck/store', '/Truck/Store/', '/admin/remotes']) {
      const { status, html } = await page(base(), pathname, closedCookie(closed));
      assert.equal(status, 200, pathname);
      assert.ok(html.includes(`<title>หน้า ${pathname} | โชคดี</title>`), html);
      assert.ok(!html.includes(SLIDE_ID) && !html.includes('<dialog') && !html.includes('<!--#'), html);
      assert.ok(html.includes('<div id="root"></div>') && html.trim().endsWith('</html>'), pathname);
      assert.equal(callsFor(pathname).length, 1, `${pathname}: its head was asked`);
    }
    assert.equal(slideCallsFor(closed).length, 0, 'no slide asked for');
    const consumer = await page(base(), '/check-lottery/2026-10-07', closedCookie(closed));
    assert.ok(slideInBody(consumer.html, fakeSlide(closed)), consumer.html);
    assert.equal(slideCallsFor(closed).length, 1, 'a consumer page with the same cookie asks');
  });

  test(`${name}: the slide's API failing or slow writes nothing and does not hold the page`, async () => {
    for (const closed of [CLOSED.broken, CLOSED.slow]) {
      const started = Date.now();
      const { status, html } = await page(base(), '/check-lottery/2026-10-06', closedCookie(closed));
      assert.equal(status, 200, closed);
      assert.ok(Date.now() - started < 2500, `${closed}: ${Date.now() - started} ms`);
      assert.ok(!html.includes(SLIDE_ID) && !html.includes('พัง') && !html.includes('<!--#'), html);
      assert.ok(html.includes('<div id="root">'), closed);
      assert.equal(slideCallsFor(closed).length, 1, `${closed}: the API was asked`);
    }
  });

  test(`${name}: with the API down a page still answers 200 at once, the default head, no slide`, async () => {
    await api().stop();
    const started = Date.now();
    const { status, html } = await page(base(), '/store/after-the-api-went-down', closedCookie('20261231.9'));
    assert.equal(status, 200);
    assert.ok(Date.now() - started < 2500, `${Date.now() - started} ms`);
    assert.ok(html.includes(DEFAULT_TITLE), html);
    assert.ok(!html.includes(SLIDE_ID), html);
    assert.ok(html.includes('<div id="root">'));
  });
}
