// The deploy path, run for real: the built apps (the same dist/ folders as `npm start`)
// served by Debian's nginx with the configs rendered from deploy/nginx/ (scripts/nginx-config.ts,
// as docker-compose gets them), the API on the PostgreSQL server in a database made for this run
// and dropped after it, and every remote registered at its nginx URL. No container engine is
// needed: one nginx serves each app on its own port, as one container per app would.
//   tsx e2e/deploy-smoke/stack.ts     (the smoke's Playwright config starts it; Ctrl-C stops it)
// Needs PostgreSQL at SMOKE_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { APPS } from '../../scripts/apps';
import { remotePwaFolders, writeNginxConfs } from '../../scripts/nginx-config';
import { mainNginxConf } from '../../scripts/nginx-process';
import { registerShell } from '../../scripts/register-shell';
import { precompress } from '../../scripts/precompress';
import { registerRemote } from '../../scripts/register-remote';
import {
  NGINX_PATH,
  SMOKE_ADMIN_TOKEN,
  SMOKE_API_PORT,
  SMOKE_API_URL,
  SMOKE_DIR,
  SMOKE_PG_URL,
  smokeOrigin,
  smokePort,
} from './env';

const root = path.resolve(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const database = `chokdee_smoke_${process.pid}`;
const children: ChildProcess[] = [];
let stopping = false;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} หยุดทำงาน (${code ?? signal})`);
      void stop(1);
    }
  });
  return child;
}

/** An app with no build yet is built once, the way `npm start` builds it; a build there is reused. */
function buildMissing(): void {
  for (const app of APPS) {
    const dist = path.join(root, app.dir, 'dist');
    if (existsSync(path.join(dist, app.remote ? 'mf-manifest.json' : 'index.html'))) continue;
    console.log(`▸ build ${app.dir}`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.dir], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build ${app.dir} ไม่สำเร็จ`);
    precompress(dist);
  }
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: SMOKE_PG_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `ต่อ PostgreSQL ที่ ${SMOKE_PG_URL} ไม่ได้ (${(error as Error).message}): การทดสอบนี้ต้องใช้เซิร์ฟเวอร์ PostgreSQL (ตั้ง SMOKE_PG_URL)`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for this run; those of earlier runs whose process is gone are dropped. */
async function createDatabase(): Promise<string> {
  await admin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'chokdee\\_smoke\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice('chokdee_smoke_'.length));
      if (Number.isInteger(pid) && !isAlive(pid))
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE "${database}"`);
  });
  const url = new URL(SMOKE_PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url: string, what: string, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} ไม่ตอบที่ ${url} ภายใน ${seconds} วินาที`);
}

/** nginx's own file, around the rendered conf.d/ (a container's image has its own). */
function writeMainConf(): string {
  const file = path.join(SMOKE_DIR, 'nginx.conf');
  writeFileSync(
    file,
    `# Written by e2e/deploy-smoke/stack.ts: the apps' server blocks are in conf.d/.\n${mainNginxConf(SMOKE_DIR, { workerProcesses: 1, workerConnections: 256 })}`,
  );
  return file;
}

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) resolve();
            else child.once('exit', () => resolve());
            setTimeout(resolve, 5000);
          }),
      ),
    );
    try {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    } catch (error) {
      console.error(`ลบฐานข้อมูล ${database} ไม่สำเร็จ: ${(error as Error).message}`);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

async function main(): Promise<void> {
  const ensure = spawnSync('bash', [path.join(root, 'scripts', 'ensure-nginx.sh')], { stdio: 'inherit' });
  if (ensure.status !== 0) throw new Error('ไม่มี nginx (scripts/ensure-nginx.sh)');
  buildMissing();

  rmSync(SMOKE_DIR, { recursive: true, force: true });
  for (const dir of ['conf.d', 'tmp', 'data']) mkdirSync(path.join(SMOKE_DIR, dir), { recursive: true });
  const databaseUrl = await createDatabase();
  console.log(`▸ API on ${SMOKE_API_URL}, database ${database}`);
  run('api', tsx, ['api/src/server.ts'], {
    DATABASE_URL: databaseUrl,
    API_PORT: String(SMOKE_API_PORT),
    ADMIN_TOKEN: SMOKE_ADMIN_TOKEN,
    DATA_DIR: path.join(SMOKE_DIR, 'data'),
    SITE_URL: smokeOrigin('shell'),
    PUBLIC_API_URL: SMOKE_API_URL,
    // The demo stores for the store page; a few tickets are enough and seed in seconds.
    SEED_DEMO: 'true',
    SEED_TICKET_COUNT: '2000',
    GLO_IMPORT_SCHEDULE: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });

  // The remotes first: registered at their nginx URL, then the shell, whose answer tells the
  // smoke the site is ready (as `npm start` does).
  const remotes = APPS.filter((app) => app.remote);
  const confOf = (app: (typeof APPS)[number]) => ({
    listen: `127.0.0.1:${smokePort(app)}`,
    root: path.join(root, app.dir, 'dist'),
    apiUrl: SMOKE_API_URL,
    apiUpstream: `http://127.0.0.1:${SMOKE_API_PORT}`,
    remoteOrigins: remotes.map((remote) => smokeOrigin(remote.dir)),
    remotePwas: app.remote
      ? []
      : remotePwaFolders(remotes, (remote) => path.join(root, remote.dir, 'dist', 'pwa'), root),
    // The shell's micro-cache of page heads (nginx creates the folder for its workers).
    pageHeadCacheDir: path.join(SMOKE_DIR, 'page-head-cache'),
  });
  writeNginxConfs(path.join(SMOKE_DIR, 'conf.d'), remotes, confOf);
  const mainConf = writeMainConf();
  const nginxArgs = ['-p', SMOKE_DIR, '-c', mainConf];
  const test = spawnSync(NGINX_PATH, ['-t', '-q', ...nginxArgs], { stdio: 'inherit' });
  if (test.status !== 0) throw new Error('nginx ไม่ยอมรับไฟล์ตั้งค่า');
  run('nginx', NGINX_PATH, nginxArgs);

  // Ready: the API and its database answer (the compose file's health check asks the same).
  await waitFor(`http://127.0.0.1:${SMOKE_API_PORT}/health/ready`, 'API');
  // As a deploy of the shell does: its kernel and React, which each remote's registration must fit.
  await registerShell({ apiUrl: `http://127.0.0.1:${SMOKE_API_PORT}`, adminToken: SMOKE_ADMIN_TOKEN });
  for (const app of remotes) {
    await waitFor(`${smokeOrigin(app.dir)}/mf-manifest.json`, `nginx (${app.dir})`, 20);
    await registerRemote({
      appDir: path.join(root, app.dir),
      entry: `${smokeOrigin(app.dir)}/mf-manifest.json`,
      apiUrl: `http://127.0.0.1:${SMOKE_API_PORT}`,
      adminToken: SMOKE_ADMIN_TOKEN,
    });
  }
  writeNginxConfs(
    path.join(SMOKE_DIR, 'conf.d'),
    APPS.filter((app) => !app.remote),
    confOf,
  );
  const reload = spawnSync(NGINX_PATH, [...nginxArgs, '-s', 'reload'], { stdio: 'inherit' });
  if (reload.status !== 0) throw new Error('nginx reload ไม่สำเร็จ');
  await waitFor(`${smokeOrigin('shell')}/`, 'nginx (shell)', 20);
  console.log(`\nโชคดี ผ่าน nginx พร้อมแล้ว: ${smokeOrigin('shell')}  (API ${SMOKE_API_URL})\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  void stop(1);
});
