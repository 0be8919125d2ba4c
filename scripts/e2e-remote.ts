// `npm run e2e -w mf-<name>`: that remote's own journeys (`mf-<name>/e2e/`), against the shell and
// the other remotes as registered, with only this remote built fresh (the others reuse their
// build, or are built once when they have none; the shell is rebuilt only when its inputs changed,
// scripts/shell-build-inputs.ts). Extra arguments go to Playwright.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { listRemotes, ROOT_DIR } from './apps';

const dir = path.basename(process.cwd());
if (!listRemotes().some((app) => app.dir === dir)) {
  console.error(`e2e-remote: ใช้จากโฟลเดอร์ของรีโมต (npm run e2e -w mf-<ชื่อ>) ไม่ใช่ ${dir}`);
  process.exit(2);
}
if (!existsSync(path.join(ROOT_DIR, dir, 'e2e'))) {
  console.error(`${dir} ยังไม่มีการทดสอบใน ${dir}/e2e/`);
  process.exit(2);
}

const chromium = spawnSync('bash', [path.join(ROOT_DIR, 'scripts', 'ensure-chromium.sh')], {
  stdio: 'inherit',
});
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const result = spawnSync(
  path.join(ROOT_DIR, 'node_modules', '.bin', 'playwright'),
  [
    'test',
    '-c',
    path.join(ROOT_DIR, 'e2e', 'playwright.config.ts'),
    `--project=${dir}`,
    ...process.argv.slice(2),
  ],
  // Only this remote is built for sure. The shell provides the shared kernel, so a team's new
  // contract or kernel UI reaches its journeys only through a fresh shell: `npm start` rebuilds it
  // when the kernel, the shell, or the kernel modules the remotes reach changed since its build.
  {
    cwd: path.join(ROOT_DIR, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, E2E_BUILD_APPS: dir },
  },
);
process.exit(result.status ?? 1);
