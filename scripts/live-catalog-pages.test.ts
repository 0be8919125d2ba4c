// Run: npx tsx --test scripts/live-catalog-pages.test.ts (node:test: scripts/ has no jest project).
// The shell's static server knows its pages from the live catalog: a remote registered later is
// known within seconds, and an API that cannot be read never turns the site into 404s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogPagePatterns, liveCatalogPages } from './live-catalog-pages';

const catalog = (paths: string[]) => ({
  data: {
    remotes: [{ routes: paths.map((path) => ({ path })) }],
    unavailable_routes: [{ path: '/worldcup2022' }],
  },
});

function fakeApi(answers: Array<unknown>) {
  const calls: string[] = [];
  const fetchImpl = (async (url: URL) => {
    calls.push(String(url));
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next), { status: 200 });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

test('every route of the catalog, remotes on or off, is a pattern', () => {
  assert.deepEqual(
    catalogPagePatterns(catalog(['/dealers/:userRef'])).map((page) => page.path),
    ['/dealers/:userRef', '/worldcup2022'],
  );
});

test("the shell's own pages and the catalog's routes are pages; anything else is not", async () => {
  const { fetchImpl } = fakeApi([catalog(['/dealers/:userRef', '/check-lottery/:slug?'])]);
  const isPage = liveCatalogPages({ apiUrl: 'http://api.test', fetch: fetchImpl });
  for (const path of [
    '/',
    '/articles/12/x',
    '/policy',
    '/dealers/somchai',
    '/check-lottery',
    '/worldcup2022',
  ])
    assert.equal(await isPage(path), true, path);
  for (const path of ['/dealers/somchai/extra', '/articles/x/y', '/a/b/c'])
    assert.equal(await isPage(path), false, path);
});

test('a remote registered later is known once the copy is older than its age limit', async () => {
  let now = 0;
  const { fetchImpl, calls } = fakeApi([catalog(['/dealers']), catalog(['/dealers', '/truck/:code?'])]);
  const isPage = liveCatalogPages({
    apiUrl: 'http://api.test',
    fetch: fetchImpl,
    now: () => now,
    maxAgeMs: 5_000,
  });
  assert.equal(await isPage('/truck/T1/x'), false);
  now = 1_000;
  assert.equal(await isPage('/truck/T1'), false, 'a fresh copy is not read again');
  assert.equal(calls.length, 1);
  now = 6_000;
  assert.equal(await isPage('/truck/T1'), true);
  assert.equal(calls.length, 2);
  assert.equal(calls[0], 'http://api.test/public/v3/catalog');
});

test('while the API cannot be read, every path is a page', async () => {
  const { fetchImpl } = fakeApi([new Error('ECONNREFUSED')]);
  const isPage = liveCatalogPages({ apiUrl: 'http://api.test', fetch: fetchImpl });
  assert.equal(await isPage('/a/b/c'), true);
});
