import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerRemote } from '../../scripts/register-remote';
import { changedFiles, copyCheckout, snapshot } from '../support/checkout-copy';
import { API_URL, E2E_ADMIN_TOKEN, REPO_ROOT, SCAFFOLD_PORT } from '../support/env';

// A new team's first hour (docs/adding-a-remote.md): `npm run new-remote` in a copy of the
// checkout touches nothing outside the new folder but the lockfile; the new remote builds, is
// registered in the running stack's catalog from its own catalog.json, and its page shows under
// the shell — no shell build, no file of the shell or of another remote edited.
const NAME = 'kitcheck';
const DISPLAY_NAME = 'ตรวจชุดเริ่มต้น';
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

let copy = '';
let server: ChildProcess | null = null;

test.afterAll(async ({ request }) => {
  server?.kill('SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
  // Leave the catalog as the other journeys know it.
  await request.post(`${API_URL}/admin/v1/remotes/mf_${NAME}/disable`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
});

test('a remote made by npm run new-remote shows under the shell with nothing else edited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  copy = copyCheckout();
  const before = snapshot(copy);
  execFileSync(
    tsx,
    ['scripts/new-remote.ts', NAME, '--display-name', DISPLAY_NAME, '--port', String(SCAFFOLD_PORT)],
    {
      cwd: copy,
      stdio: 'pipe',
    },
  );
  const changed = changedFiles(before, snapshot(copy));
  expect(changed.filter((file) => !file.startsWith(`mf-${NAME}/`))).toEqual(['package-lock.json']);
  expect(changed).toContain(`mf-${NAME}/catalog.json`);

  execFileSync('npm', ['run', 'build', '-w', `mf-${NAME}`], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  server = spawn(
    tsx,
    [
      'scripts/serve-static.ts',
      path.join(copy, `mf-${NAME}`, 'dist'),
      String(SCAFFOLD_PORT),
      '--api-url',
      API_URL,
    ],
    { cwd: REPO_ROOT, stdio: 'ignore' },
  );
  await expect
    .poll(() =>
      fetch(`http://localhost:${SCAFFOLD_PORT}/mf-manifest.json`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
  await registerRemote({
    appDir: path.join(copy, `mf-${NAME}`),
    entry: `http://localhost:${SCAFFOLD_PORT}/mf-manifest.json`,
    apiUrl: API_URL,
    adminToken: E2E_ADMIN_TOKEN,
  });

  // Its Thai name came from the command line, through its catalog.json, to the catalog.
  const catalog = await (await fetch(`${API_URL}/public/v3/catalog`)).json();
  expect(catalog.data.remotes).toContainEqual(
    expect.objectContaining({ name: `mf_${NAME}`, display_name: DISPLAY_NAME }),
  );

  await page.goto(`/${NAME}`);
  await expect(page.getByRole('heading', { level: 1, name: `หน้าแรกของ mf-${NAME}` })).toBeVisible();
  // Inside the shell: its header and footer are around the new page.
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
