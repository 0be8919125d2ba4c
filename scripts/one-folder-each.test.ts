import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemoteDescriptorSchema } from '@chokdee/shared-contract/schemas/remote-descriptor';
import { exposesOf, ROOT_DIR } from './apps';

/**
 * On a throw-away clone of the committed tree (HEAD: commit first to test a change), a team adds a
 * remote and an API domain the way docs/adding-a-remote.md says: the two scaffolds, a menu entry
 * with a count badge its remote publishes, a page with a layout, a widget in a slot, a table with a
 * seed and its migration. Only the remote's folder and the domain's folder change; the domain's
 * own test then runs in the clone (its table migrated and seeded, its route served).
 */
const NAME = 'amulet';
const REMOTE = `mf-${NAME}`;
const DOMAIN = `api/src/${NAME}`;

function run(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The clone uses this checkout's installed packages (the root's and each workspace's), links git ignores. */
function linkInstalledPackages(clone: string): void {
  appendFileSync(path.join(clone, '.git', 'info', 'exclude'), 'node_modules\n');
  for (const dir of ['.', 'api', 'shared-contract', 'shared-kernel', 'shell', 'e2e']) {
    const installed = path.join(ROOT_DIR, dir, 'node_modules');
    if (existsSync(installed) && existsSync(path.join(clone, dir)))
      symlinkSync(installed, path.join(clone, dir, 'node_modules'));
  }
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

test('a new remote and API domain touch nothing outside their two folders', { timeout: 300_000 }, () => {
  const clone = mkdtempSync(path.join(os.tmpdir(), 'chokdee-one-folder-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--shared', ROOT_DIR, clone]);
    linkInstalledPackages(clone);

    run(clone, 'npx', ['tsx', 'scripts/new-remote.ts', NAME, '--display-name', 'พระเครื่อง', '--no-install']);
    run(clone, 'npx', ['tsx', 'scripts/new-domain.ts', NAME]);

    // The remote's own additions, all in its folder: a page with a layout, a menu entry whose
    // count its code publishes, and a widget in a slot.
    const remoteDir = path.join(clone, REMOTE);
    editJson(path.join(remoteDir, 'catalog.json'), (catalog) => {
      const routes = catalog.routes as Record<string, unknown>[];
      routes.push({
        path: `/${NAME}/orders`,
        title: 'คำสั่งซื้อพระเครื่อง',
        layout: 'catalogue',
        auth: 'required',
        menus: [{ menu: 'user', label: 'คำสั่งซื้อพระเครื่อง', order: 650, count_badge: `${NAME}-orders` }],
      });
      catalog.widgets = [
        { slot: 'aside', module: './widgets/amulet-corner', auth: 'none', routes: [`/${NAME}/orders`] },
      ];
    });
    mkdirSync(path.join(remoteDir, 'src', 'widgets'), { recursive: true });
    writeFileSync(
      path.join(remoteDir, 'src', 'widgets', 'amulet-corner.tsx'),
      [
        "import { useEffect } from 'react';",
        "import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';",
        "import { publishMenuBadge } from '@chokdee/shared-kernel/stores/menu-badges';",
        '',
        'function AmuletCorner() {',
        `  useEffect(() => publishMenuBadge('${NAME}-orders', { count: 2, unit: 'รายการ' }), []);`,
        '  return <aside>พระเครื่องแนะนำ</aside>;',
        '}',
        '',
        'export const { bootstrap, mount, unmount } = createRemoteWidget(AmuletCorner);',
        '',
      ].join('\n'),
    );
    const catalog = RemoteDescriptorSchema.parse(
      JSON.parse(readFileSync(path.join(remoteDir, 'catalog.json'), 'utf8')),
    );
    assert.equal(catalog.routes[1]?.menus?.[0]?.count_badge, `${NAME}-orders`);
    assert.deepEqual(Object.keys(exposesOf(remoteDir)).sort(), ['./app', './widgets/amulet-corner']);

    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: clone,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const outside = changed.filter(
      (file) => !file.startsWith(`${REMOTE}/`) && !file.startsWith(`${DOMAIN}/`),
    );
    assert.deepEqual(outside, []);
    assert.ok(changed.some((file) => /^api\/src\/amulet\/migrations\/\d{14}_amulet_first\.sql$/.test(file)));

    // The remote's page, badge and widget compile against the kernel as they are.
    run(clone, 'npx', ['tsc', '--noEmit', '-p', REMOTE]);
    // The domain works where it was made: migrated, seeded and served by the real API on PGlite.
    run(clone, 'npx', ['jest', DOMAIN, '--selectProjects', 'api']);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
});
