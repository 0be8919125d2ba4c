// Run: npx tsx --test scripts/remote-pwa.test.ts (node:test: scripts/ has no jest project).
// The remote kit's PWA half: the shell's server serves a remote's built `pwa/` folder on its origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseRemotePwa, startStaticServer } from './serve-static';

function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'remote-pwa-'));
  const shell = path.join(root, 'shell');
  const pwa = path.join(root, 'mf-truck', 'pwa');
  mkdirSync(shell, { recursive: true });
  mkdirSync(pwa, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<html><head></head><body>shell</body></html>');
  writeFileSync(path.join(pwa, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(pwa, 'manifest.webmanifest'), '{"name":"truck"}');
  writeFileSync(path.join(root, 'mf-truck', 'secret.txt'), 'not served');
  return { shell, pwa };
}

test('a PWA remote’s worker and manifest come from the shell’s origin, the worker allowed its scope', async () => {
  const { shell, pwa } = fixture();
  const server = await startStaticServer({
    dir: shell,
    port: 0,
    host: '127.0.0.1',
    remotePwas: [{ name: 'mf_truck', dir: pwa, scope: '/truck' }],
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const worker = await fetch(`${base}/remote-pwa/mf_truck/service-worker.js`);
    assert.equal(worker.status, 200);
    assert.equal(worker.headers.get('service-worker-allowed'), '/truck');
    assert.equal(worker.headers.get('cache-control'), 'no-cache');
    assert.match(worker.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.match(await worker.text(), /addEventListener/);

    const manifest = await fetch(`${base}/remote-pwa/mf_truck/manifest.webmanifest`);
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    assert.equal(manifest.headers.get('service-worker-allowed'), null);

    // Nothing outside the folder, no other remote, no unknown file.
    for (const bad of [
      '/remote-pwa/mf_truck/..%2Fsecret.txt',
      '/remote-pwa/mf_truck/../secret.txt',
      '/remote-pwa/mf_truck/missing.js',
      '/remote-pwa/mf_other/service-worker.js',
    ]) {
      const response = await fetch(`${base}${bad}`);
      assert.notEqual(await response.text(), 'not served', bad);
      assert.notEqual(response.headers.get('service-worker-allowed'), '/truck', bad);
    }
    // Pages still get the shell.
    assert.match(await (await fetch(`${base}/truck/store`)).text(), /shell/);
  } finally {
    server.close();
  }
});

test('--remote-pwa name=dir@scope', () => {
  assert.deepEqual(parseRemotePwa('mf_truck=/srv/mf-truck/dist/pwa@/truck'), {
    name: 'mf_truck',
    dir: '/srv/mf-truck/dist/pwa',
    scope: '/truck',
  });
  assert.throws(() => parseRemotePwa('mf_truck=/srv/pwa'), /--remote-pwa/);
});
