// Run: npx tsx --test scripts/page-patterns.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageMatcher, patternRegExpSource } from './page-patterns';

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
