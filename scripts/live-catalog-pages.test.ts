// Run: npx tsx --test scripts/live-catalog-pages.test.ts (node:test: scripts/ has no jest project).
// The shell's static server knows its pages from the live catalog: a remote registered later is
// known within seconds, and an API that cannot be read never turns the site into 404s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  catalogPagePatterns,
  catalogStaffPatterns,
  liveCatalog,
  liveCatalogPages,
} from './live-catalog-pages';

const catalog = (paths: string[]) => ({
  data: {
    remotes: [
      { routes: paths.map((path) => ({ path })) },
      { routes: [{ path: '/truck/store', surface: 'staff' }, { path: '/truck/claim/:code?' }] },
    ],
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
    ['/dealers/:userRef', '/truck/store', '/truck/claim/:code?', '/worldcup2022'],
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

test("only the live remotes' routes marked staff are staff surfaces", () => {
  assert.deepEqual(catalogStaffPatterns(catalog(['/dealer/orders'])), [{ path: '/truck/store' }]);
  assert.deepEqual(catalogStaffPatterns({}), []);
});

test("one read tells both: the catalog's staff routes and the shell's console are staff, nothing else", async () => {
  const { fetchImpl, calls } = fakeApi([catalog(['/dealers'])]);
  const { isPage, isStaffPage } = liveCatalog({ apiUrl: 'http://api.test', fetch: fetchImpl });
  for (const path of ['/truck/store', '/Truck/Store/', '/admin', '/admin/remotes/mf_truck']) {
    assert.equal(await isStaffPage(path), true, path);
    assert.equal(await isPage(path), true, path);
  }
  for (const path of ['/', '/dealers', '/truck/claim/T1', '/truck/store/x', '/administrator'])
    assert.equal(await isStaffPage(path), false, path);
  assert.equal(calls.length, 1);
});

test('a staff route registered later is known once the copy is older than its age limit', async () => {
  let now = 0;
  const later = catalog([]);
  later.data.remotes.push({ routes: [{ path: '/truck', surface: 'staff' }] });
  const { fetchImpl, calls } = fakeApi([catalog([]), later]);
  const { isStaffPage } = liveCatalog({ apiUrl: 'http://api.test', fetch: fetchImpl, now: () => now });
  // `/truck` is a page already (the shell's `/:category`): only the staff answer reads again.
  assert.equal(await isStaffPage('/truck'), false);
  now = 6_000;
  assert.equal(await isStaffPage('/truck'), false, 'the stale copy answers while it is read again');
  let known = false;
  for (let turn = 0; turn < 100 && !known; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
    known = await isStaffPage('/truck');
  }
  assert.equal(known, true);
  assert.equal(calls.length, 2);
});

test("while the API cannot be read, only the shell's console is staff", async () => {
  const { fetchImpl } = fakeApi([new Error('ECONNREFUSED')]);
  const { isStaffPage } = liveCatalog({ apiUrl: 'http://api.test', fetch: fetchImpl });
  assert.equal(await isStaffPage('/truck/store'), false);
  assert.equal(await isStaffPage('/admin/remotes'), true);
});
