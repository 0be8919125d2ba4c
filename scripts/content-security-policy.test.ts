// Run: npx tsx --test scripts/content-security-policy.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildContentSecurityPolicy, parseOriginList, toOrigin } from './content-security-policy';

function parse(header: string): Map<string, string[]> {
  return new Map(
    header.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

const shell = parse(
  buildContentSecurityPolicy({
    kind: 'host',
    apiUrl: 'http://localhost:4000/',
    remoteOrigins: ['http://localhost:3001/mf-manifest.json', 'http://localhost:3002'],
    extraOrigins: ['https://cdn.example.co.th'],
  }),
);

test('the shell may run its own, the remotes’ and the three pixel vendors’ scripts, and no inline script', () => {
  assert.deepEqual(shell.get('script-src'), [
    "'self'",
    'http://localhost:3001',
    'http://localhost:3002',
    'https://cdn.example.co.th',
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
    'https://www.googletagmanager.com',
  ]);
  for (const sources of shell.values()) {
    assert.ok(!sources.includes("'unsafe-inline'"), 'no unsafe-inline');
    assert.ok(!sources.includes("'unsafe-eval'"), 'no unsafe-eval');
    assert.ok(!sources.includes('*'), 'no wildcard source');
  }
});

test('the shell connects to itself, the API, the remotes and the pixels’ collectors only', () => {
  const connect = shell.get('connect-src')!;
  assert.deepEqual(connect.slice(0, 5), [
    "'self'",
    'http://localhost:4000',
    'http://localhost:3001',
    'http://localhost:3002',
    'https://cdn.example.co.th',
  ]);
  for (const host of [
    'https://www.facebook.com',
    'https://analytics.tiktok.com',
    'https://*.google-analytics.com',
  ]) {
    assert.ok(connect.includes(host), host);
  }
});

test('pictures from the API and the remotes; the locks that stop framing, base and plugin tricks', () => {
  const img = shell.get('img-src')!;
  for (const source of ["'self'", 'data:', 'blob:', 'http://localhost:4000', 'http://localhost:3001']) {
    assert.ok(img.includes(source), source);
  }
  assert.deepEqual(shell.get('style-src'), [
    "'self'",
    'http://localhost:3001',
    'http://localhost:3002',
    'https://cdn.example.co.th',
  ]);
  assert.deepEqual(shell.get('default-src'), ["'self'"]);
  assert.deepEqual(shell.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(shell.get('object-src'), ["'none'"]);
  assert.deepEqual(shell.get('base-uri'), ["'self'"]);
  assert.deepEqual(shell.get('form-action'), ["'self'"]);
});

test('a remote’s standalone page allows itself and the API, no pixel host', () => {
  const header = buildContentSecurityPolicy({ kind: 'remote', apiUrl: 'http://localhost:4000' });
  const remote = parse(header);
  assert.deepEqual(remote.get('script-src'), ["'self'"]);
  assert.deepEqual(remote.get('connect-src'), ["'self'", 'http://localhost:4000']);
  assert.ok(!/facebook|tiktok|google/.test(header));
});

test('lists each source once', () => {
  const header = buildContentSecurityPolicy({
    kind: 'host',
    remoteOrigins: ['http://localhost:3001', 'http://localhost:3001/remoteEntry.js'],
  });
  assert.deepEqual(parse(header).get('style-src'), ["'self'", 'http://localhost:3001']);
});

test('origins are parsed from flags and env, and anything else is refused', () => {
  assert.deepEqual(parseOriginList('http://a.test:3001, https://b.test  https://c.test/x'), [
    'http://a.test:3001',
    'https://b.test',
    'https://c.test',
  ]);
  assert.deepEqual(parseOriginList(undefined), []);
  assert.deepEqual(parseOriginList(' , '), []);
  assert.equal(toOrigin('HTTP://LOCALHOST:3001/'), 'http://localhost:3001');
  assert.throws(() => toOrigin('localhost:3001'), /ต้องขึ้นต้นด้วย http/);
  assert.throws(() => toOrigin("https://x.test; script-src 'unsafe-inline'"), /ไม่ใช่ URL/);
  assert.throws(() => toOrigin('javascript:alert(1)'), /ต้องขึ้นต้นด้วย http/);
  assert.throws(() => toOrigin('not a url'), /ไม่ใช่ URL/);
});
