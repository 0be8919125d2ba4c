import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { exposesOf, listApps, portEnvOf } from './apps';

function checkout(remotes: Record<string, object>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'apps-'));
  for (const [dir, catalog] of Object.entries(remotes)) {
    mkdirSync(path.join(root, dir));
    // Every remote names itself in Thai; a case can still leave other fields out.
    writeFileSync(
      path.join(root, dir, 'catalog.json'),
      JSON.stringify({ display_name: 'ทดสอบ', ...catalog }),
    );
  }
  mkdirSync(path.join(root, 'mf-no-catalog'));
  mkdirSync(path.join(root, 'shared-kernel'));
  return root;
}

test('the apps are the shell and every mf-* folder with a catalog.json, with its name and port', () => {
  const root = checkout({
    'mf-quest': { name: 'mf_quest', port: 3006, routes: [] },
    'mf-lottery': { name: 'mf_lottery', port: 3001, routes: [] },
  });
  assert.deepEqual(
    listApps(root).map((app) => [app.dir, app.name, app.defaultPort, app.portEnv, app.remote]),
    [
      ['shell', 'shell', 3000, 'SHELL_PORT', false],
      ['mf-lottery', 'mf_lottery', 3001, 'MF_LOTTERY_PORT', true],
      ['mf-quest', 'mf_quest', 3006, 'MF_QUEST_PORT', true],
    ],
  );
  assert.equal(portEnvOf('mf-amulet-shop'), 'MF_AMULET_SHOP_PORT');
});

test('two apps on one port, or a catalog.json without a port, are refused', () => {
  assert.throws(
    () => listApps(checkout({ 'mf-a': { name: 'mf_a', port: 3001 }, 'mf-b': { name: 'mf_b', port: 3001 } })),
    /พอร์ต 3001/,
  );
  assert.throws(() => listApps(checkout({ 'mf-a': { name: 'mf_a' } })));
});

test('a remote exposes ./app and one module per widget of its catalog.json', () => {
  const root = checkout({
    'mf-quest': {
      name: 'mf_quest',
      port: 3006,
      widgets: [{ slot: 'floating', module: './widgets/gift-button' }],
    },
  });
  assert.deepEqual(exposesOf(path.join(root, 'mf-quest')), {
    './app': './src/export-app.tsx',
    './widgets/gift-button': './src/widgets/gift-button.tsx',
  });
});
