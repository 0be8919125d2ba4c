import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerRemote } from '../../scripts/register-remote';
import { copyCheckout } from '../support/checkout-copy';
import { API_URL, E2E_ADMIN_TOKEN, E2E_APP_PORTS, REPO_ROOT, SCAFFOLD_PORT, SHELL_URL } from '../support/env';

// What ADR 014 promises a team, shown on the running stack (`npm run demo:releases`):
//   1. a change to the contract reaches users from one remote's build and registration: no shell
//      build, the shell's files untouched;
//   2. a remote built against a platform major the live shell does not have is refused, saying why,
//      and the live version stays.
const REMOTE = 'mf-pray';
const CONTRACT_FILE = 'shared-contract/src/schemas/pray.ts';
const OLD_LABEL = "fortune: 'โชคลาภ'";
const NEW_LABEL = "fortune: 'โชคลาภและเงินทอง'";
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

let copy = '';
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  copy = copyCheckout();
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
  // The other journeys know mf-pray as the stack serves it.
  await registerRemote({
    appDir: path.join(REPO_ROOT, REMOTE),
    entry: `http://localhost:${E2E_APP_PORTS[REMOTE]}/mf-manifest.json`,
    apiUrl: API_URL,
    adminToken: E2E_ADMIN_TOKEN,
  });
});

function buildRemoteInCopy(): void {
  execFileSync('npm', ['run', 'build', '-w', REMOTE], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function editFile(file: string, edit: (text: string) => string): void {
  const full = path.join(copy, file);
  const before = readFileSync(full, 'utf8');
  const after = edit(before);
  expect(after, `${file} changed`).not.toBe(before);
  writeFileSync(full, after);
}

/** The shell's own script, as its HTML names it: a shell build would change its hash. */
async function shellScript(): Promise<string> {
  const html = await (await fetch(`${SHELL_URL}/`)).text();
  return html.match(/src="([^"]*main[^"]*\.js)"/)?.[1] ?? '';
}

async function livePrayVersion(): Promise<{ version: string; entry: string }> {
  const catalog = (await (await fetch(`${API_URL}/public/v3/catalog`)).json()) as {
    data: { remotes: { name: string; version: string; entry: string }[] };
  };
  return catalog.data.remotes.find((remote) => remote.name === 'mf_pray')!;
}

test('a contract change reaches users from one remote’s build, with no shell build', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = await shellScript();
  expect(shellBefore).not.toBe('');

  // The team changes a Thai label of the contract and rebuilds only its remote.
  editFile(CONTRACT_FILE, (text) => text.replace(OLD_LABEL, NEW_LABEL));
  buildRemoteInCopy();
  server = spawn(
    tsx,
    ['scripts/serve-static.ts', path.join(copy, REMOTE, 'dist'), String(SCAFFOLD_PORT), '--api-url', API_URL],
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
    appDir: path.join(copy, REMOTE),
    entry: `http://localhost:${SCAFFOLD_PORT}/mf-manifest.json`,
    apiUrl: API_URL,
    adminToken: E2E_ADMIN_TOKEN,
  });

  await page.goto('/ขอพร');
  const category = page.getByRole('combobox', { name: 'หมวดหมู่' });
  await expect(category.getByRole('option', { name: 'โชคลาภและเงินทอง' })).toBeAttached();
  await expect(category.getByRole('option', { name: 'โชคลาภ', exact: true })).not.toBeAttached();
  expect(await shellScript()).toBe(shellBefore);
});

test('a remote built against platform 2.x is refused, and the live version stays', async () => {
  test.setTimeout(180_000);
  const live = await livePrayVersion();
  editFile(`${REMOTE}/package.json`, (text) =>
    text.replace(/"@chokdee\/shared-kernel": "[^"]+"/, '"@chokdee/shared-kernel": "^2.0.0"'),
  );
  buildRemoteInCopy();
  const record = JSON.parse(readFileSync(path.join(copy, REMOTE, 'dist', 'release.json'), 'utf8')) as {
    requires: { shared_kernel: string };
  };
  expect(record.requires.shared_kernel).toBe('^2.0.0');

  const refusal = registerRemote({
    appDir: path.join(copy, REMOTE),
    entry: `http://localhost:${SCAFFOLD_PORT}/v2/mf-manifest.json`,
    apiUrl: API_URL,
    adminToken: E2E_ADMIN_TOKEN,
  });
  await expect(refusal).rejects.toThrow(/\(409\)/);
  await expect(refusal).rejects.toThrow(/เวอร์ชันนี้ใช้กับหน้าเว็บที่เปิดให้บริการอยู่ไม่ได้/);
  await expect(refusal).rejects.toThrow(/shared-kernel \^2\.0\.0/);
  expect(await livePrayVersion()).toEqual(live);
});
