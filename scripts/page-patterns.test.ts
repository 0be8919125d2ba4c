// Run: npx tsx --test scripts/page-patterns.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHELL_PAGE_PATHS } from '../shell/src/pages/shell-page-paths';
import { pageMatcher, patternRegExpSource, SHELL_STAFF_PAGES, staffRoutePatterns } from './page-patterns';

test('patterns match as react-router does', () => {
  const isPage = pageMatcher([
    { path: '/' },
    { path: '/check-lottery/:slug?' },
    { path: '/members/pray/edit/:projectId/:step?' },
    { path: '/articles/:id/:title', numeric: ['id'] },
    { path: '/admin/*' },
    { path: '/ขอพร/:slug' },
    { path: '/index.html' },
  ]);
  const pages = [
    '/',
    '/check-lottery',
    '/check-lottery/',
    '/CHECK-LOTTERY/x',
    '/members/pray/edit/7',
    '/members/pray/edit/7/2',
    '/articles/3/t',
    '/admin',
    '/admin/a/b',
    `/${encodeURI('ขอพร')}/x`,
    '/index.html',
  ];
  const others = [
    '/check-lottery/a/b',
    '/members/pray/edit',
    '/articles/x/t',
    '/adminx',
    '/indexxhtml',
    `/${encodeURI('ขอพร')}`,
    '/%E0%A4',
  ];
  for (const path of pages) assert.equal(isPage(path), true, path);
  for (const path of others) assert.equal(isPage(path), false, path);
});

test('a pattern becomes an anchored expression with no brace, quote or space (nginx reads it)', () => {
  assert.equal(patternRegExpSource({ path: '/check-lottery/:slug?' }), '^/check-lottery(?:/[^/]+)?/?$');
  assert.equal(patternRegExpSource({ path: '/' }), '^/?$');
});

test("only the routes marked `surface: 'staff'` are staff surfaces", () => {
  const routes = [
    { path: '/truck/store', surface: 'staff' },
    { path: '/truck/claim/:code?' },
    { path: '/dealer/orders', surface: 'staff' },
    { path: '/members', surface: 'member' },
    { path: 7, surface: 'staff' },
  ];
  assert.deepEqual(staffRoutePatterns(routes), [{ path: '/truck/store' }, { path: '/dealer/orders' }]);
});

test("the shell's staff surfaces are its console, and pages of its own", () => {
  const isStaff = pageMatcher(SHELL_STAFF_PAGES);
  for (const path of ['/admin', '/admin/', '/admin/remotes/mf_truck'])
    assert.equal(isStaff(path), true, path);
  for (const path of ['/', '/administrator', '/articles/1/admin']) assert.equal(isStaff(path), false, path);
  const shellPaths = SHELL_PAGE_PATHS.map((page) => page.path);
  for (const { path } of SHELL_STAFF_PAGES) assert.ok(shellPaths.includes(path), path);
});
