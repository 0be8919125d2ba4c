// Run: npx tsx --test scripts/register-remote.test.ts (node:test: scripts/ has no jest project).
// A deploy of a remote built against a kernel the live shell does not have is refused by the API,
// and register-remote says why (Thai and English) and fails.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATALOG_MESSAGES } from '@chokdee/shared-contract/schemas/catalog';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { registerRemote } from './register-remote';
import { writeReleaseRecord } from './release-record';
import { registerShell, shellVersions } from './register-shell';

const ADMIN_TOKEN = 'register-remote-test-token';
const root = path.resolve(__dirname, '..');
let app: FastifyInstance;
let apiUrl: string;
let dir: string;

before(async () => {
  app = await buildApp({
    config: loadConfig({ DATA_DIR: 'memory://', ADMIN_TOKEN, NODE_ENV: 'test', SEED_DEMO: 'false' }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await registerShell({ apiUrl, adminToken: ADMIN_TOKEN });
  // A copy of mf-campaign's descriptor and package, "built" (its release record written), later
  // rebuilt against a platform 2.x that the shell is not.
  dir = mkdtempSync(path.join(tmpdir(), 'incompatible-remote-'));
  for (const file of ['catalog.json', 'package.json'])
    cpSync(path.join(root, 'mf-campaign', file), path.join(dir, file));
  mkdirSync(path.join(dir, 'dist'));
  writeReleaseRecord(dir);
});
after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the remote as built (the ranges its build recorded) registers', async () => {
  await registerRemote({
    appDir: dir,
    entry: 'http://localhost:3007/mf-manifest.json',
    apiUrl,
    adminToken: ADMIN_TOKEN,
  });
});

test('its Thai display name goes with it; a catalog.json without one is not sent', async () => {
  const live = (await (await fetch(`${apiUrl}/public/v3/catalog`)).json()) as {
    data: { remotes: { name: string; display_name: string }[] };
  };
  assert.deepEqual(
    live.data.remotes.map((remote) => [remote.name, remote.display_name]),
    [['mf_campaign', 'แคมเปญ']],
  );
  const nameless = mkdtempSync(path.join(tmpdir(), 'nameless-remote-'));
  const { display_name: _left, ...catalog } = JSON.parse(
    readFileSync(path.join(dir, 'catalog.json'), 'utf8'),
  ) as Record<string, unknown>;
  writeFileSync(path.join(nameless, 'catalog.json'), JSON.stringify({ ...catalog, name: 'mf_nameless' }));
  cpSync(path.join(dir, 'package.json'), path.join(nameless, 'package.json'));
  cpSync(path.join(dir, 'dist'), path.join(nameless, 'dist'), { recursive: true });
  await assert.rejects(
    registerRemote({
      appDir: nameless,
      entry: 'http://localhost:3099/mf-manifest.json',
      apiUrl,
      adminToken: ADMIN_TOKEN,
    }),
    (error: Error) => {
      assert.match(error.message, /catalog\.json .* ไม่ถูกต้อง/);
      assert.ok(error.message.includes(CATALOG_MESSAGES.displayNameRequired), error.message);
      return true;
    },
  );
  rmSync(nameless, { recursive: true, force: true });
  const after = (await (await fetch(`${apiUrl}/public/v3/catalog`)).json()) as {
    data: { remotes: unknown[] };
  };
  assert.equal(after.data.remotes.length, 1);
});

test('the same remote built for shared-kernel ^2.0.0 is refused, saying why', async () => {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      ...pkg,
      version: '2.0.0',
      dependencies: { ...pkg.dependencies, '@chokdee/shared-kernel': '^2.0.0' },
    }),
  );
  writeReleaseRecord(dir);
  await assert.rejects(
    registerRemote({
      appDir: dir,
      entry: 'http://localhost:3007/v2/mf-manifest.json',
      apiUrl,
      adminToken: ADMIN_TOKEN,
    }),
    (error: Error) => {
      assert.match(error.message, /\(409\)/);
      assert.match(error.message, /shared-kernel \^2\.0\.0/);
      assert.match(
        error.message,
        new RegExp(`the live shell has ${shellVersions().kernel_version.replace(/\./g, '\\.')}`),
      );
      return true;
    },
  );
  const live = (await (await fetch(`${apiUrl}/public/v3/catalog`)).json()) as {
    data: { remotes: { version: string }[] };
  };
  assert.deepEqual(
    live.data.remotes.map((remote) => remote.version),
    [JSON.parse(readFileSync(path.join(root, 'mf-campaign', 'package.json'), 'utf8')).version],
  );
});
