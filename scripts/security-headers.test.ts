// Run: npx tsx --test scripts/security-headers.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlSecurityHeaders, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';

test('the HTML headers: nosniff, referrer, no framing, permissions; HSTS only over TLS', () => {
  assert.deepEqual(htmlSecurityHeaders({ hsts: false }), {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  });
  assert.equal(htmlSecurityHeaders({ hsts: true })['Strict-Transport-Security'], STRICT_TRANSPORT_SECURITY);
});

test('the nginx config of docker-compose sends the same values', () => {
  const conf = readFileSync(path.join(__dirname, '..', 'deploy', 'nginx', 'app.conf.template'), 'utf8');
  for (const [name, value] of Object.entries(htmlSecurityHeaders({ hsts: false }))) {
    assert.ok(conf.includes(`add_header ${name} "${value}" always;`), `${name} missing from nginx`);
  }
  const http = readFileSync(path.join(__dirname, '..', 'deploy', 'nginx', 'hsts.conf'), 'utf8');
  assert.ok(http.includes(STRICT_TRANSPORT_SECURITY), 'HSTS (over TLS) missing from nginx');
  assert.ok(conf.includes('add_header Strict-Transport-Security $chokdee_hsts always;'));
});
