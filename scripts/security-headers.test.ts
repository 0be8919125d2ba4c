// Run: npx tsx --test scripts/security-headers.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL } from './apps';
import { HTTP_CONF, renderAppConf } from './nginx-config';
import { FIRST_ANNOUNCEMENT_INCLUDE_URI } from './nginx-first-announcement';
import { PAGE_BODY_INCLUDE_URI } from './nginx-page-body';
import { PAGE_HEAD_INCLUDE_URI } from './nginx-page-head';
import {
  CROSS_ORIGIN_FILE,
  ERROR_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

test('the headers of every answer: nosniff, referrer, no framing, permissions; HSTS only over TLS', () => {
  assert.deepEqual(securityHeaders({ hsts: false }), {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  });
  assert.equal(securityHeaders({ hsts: true })['Strict-Transport-Security'], STRICT_TRANSPORT_SECURITY);
});

test('CORS files: the remote entry, chunks, styles, manifests and fonts; no page, no picture', () => {
  for (const file of [
    '/remoteEntry.js',
    '/a.0123abcd.js',
    '/a.mjs',
    '/a.css',
    '/mf-manifest.json',
    '/f.woff2',
  ])
    assert.ok(CROSS_ORIGIN_FILE.test(file), file);
  for (const file of ['/', '/index.html', '/check-lottery', '/logo.png', '/icon.svg', '/x.js.html'])
    assert.ok(!CROSS_ORIGIN_FILE.test(file), file);
});

test('the nginx config sends the same values in every location, its maps the same CORS files', () => {
  const conf = renderAppConf({
    app: SHELL,
    listen: '80',
    root: '/srv',
    apiUrl: 'https://api.example',
    remoteOrigins: [],
    remotePwas: [{ name: 'mf_truck', root: '/srv/pwa', scope: '/truck' }],
  });
  assert.doesNotMatch(conf, /^ *#security-headers$/m, 'every marker is replaced');
  // The server level (what its own returns answer) and each location, named ones too.
  const blocks = conf.split(/\n\s*location /);
  assert.ok(blocks.length >= 9, `${blocks.length} blocks`);
  for (const block of blocks) {
    const where = block.slice(0, 40).split('\n')[0];
    // A location that only answers 404 leaves its page (and headers) to `error_page`: @missing.
    if (/^[^{]*\{\s*return 404;\s*\}/.test(block)) continue;
    // Only SSI's subrequests reach these (the page head, the announcement, the page's body): their
    // headers never reach the visitor.
    const includes = [
      `= ${PAGE_HEAD_INCLUDE_URI} `,
      `= ${FIRST_ANNOUNCEMENT_INCLUDE_URI} `,
      `= ${PAGE_BODY_INCLUDE_URI} `,
      '@chokdee_empty_include ',
    ];
    if (includes.some((start) => block.startsWith(start))) continue;
    for (const [name, value] of Object.entries(securityHeaders({ hsts: false })))
      assert.ok(block.includes(`add_header ${name} "${value}" always;`), `${name} missing from ${where}`);
    assert.ok(block.includes('add_header Strict-Transport-Security $chokdee_hsts always;'), where);
  }
  assert.equal(
    conf.match(/Content-Security-Policy "default-src 'none'; frame-ancestors 'none'"/g)?.length,
    3,
  );
  assert.ok(conf.includes(ERROR_CONTENT_SECURITY_POLICY));

  const http = readFileSync(HTTP_CONF, 'utf8');
  assert.ok(http.includes(STRICT_TRANSPORT_SECURITY), 'HSTS (over TLS) missing from nginx');
  assert.ok(http.includes(`"~${CROSS_ORIGIN_FILE.source}"  "*";`), 'the CORS map names other files');
  assert.ok(
    http.includes(`"~^OPTIONS:.*${CROSS_ORIGIN_FILE.source}"`),
    'the preflight map names other files',
  );
  assert.equal(path.basename(HTTP_CONF), 'http.conf');
});
