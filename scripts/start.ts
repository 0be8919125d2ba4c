// `npm start`: build every app, start the API (PGlite under .data/ unless DATABASE_URL is set),
// serve the shell and each remote from its own origin, register the remotes in the catalog and
// print the URL. `npm run dev` does the same with rspack dev servers and a watching API.
// Writes <DATA_DIR>/stack.json (pids and ports) so tests can stop and restart one server.
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { APPS, API_PORT_ENV, DEFAULT_API_PORT, portOf, readRemoteCatalog } from './apps';
import { precompress } from './precompress';
import { registerRemote } from './register-remote';
import { recordShellBuild, shellBuildInputs, shellBuildIsCurrent } from './shell-build-inputs';
import { registerShell } from './register-shell';

const root = path.resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--skip-build') || process.env.SKIP_BUILD === '1';
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const adminToken = process.env.ADMIN_TOKEN ?? randomBytes(24).toString('hex');
const apiPort = portOf(process.env, API_PORT_ENV, DEFAULT_API_PORT);
const apiUrl = process.env.CHOKDEE_API_URL ?? `http://${publicHost}:${apiPort}`;
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const children: ChildProcess[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${label} หยุดทำงาน (${code ?? signal})`);
  });
  return child;
}

/**
 * `BUILD_APPS=mf-quest` (comma-separated) rebuilds only those apps and builds the others only when
 * they have no build yet: a team's e2e run builds its own remote fresh and reuses the rest. The
 * shell, which provides the kernel, is rebuilt too when its build's inputs changed
 * (scripts/shell-build-inputs.ts).
 */
const buildOnly = (process.env.BUILD_APPS ?? '')
  .split(',')
  .map((dir) => dir.trim())
  .filter(Boolean);
for (const dir of buildOnly) {
  if (!APPS.some((app) => app.dir === dir)) throw new Error(`BUILD_APPS: ไม่รู้จักแอป ${dir}`);
}

async function needsBuild(app: (typeof APPS)[number]): Promise<boolean> {
  if (buildOnly.length === 0 || buildOnly.includes(app.dir)) return true;
  if (!app.remote) return !(await shellBuildIsCurrent());
  return !existsSync(path.join(root, app.dir, 'dist', 'mf-manifest.json'));
}

async function build(): Promise<void> {
  for (const app of APPS) {
    if (!(await needsBuild(app))) {
      console.log(`▸ ${app.dir}: ใช้ build เดิม`);
      continue;
    }
    console.log(`▸ build ${app.dir}`);
    const shellInputs = app.remote ? null : await shellBuildInputs();
    const result = spawnSync('npm', ['run', 'build', '-w', app.dir], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build ${app.dir} ไม่สำเร็จ`);
    precompress(path.join(root, app.dir, 'dist'));
    if (shellInputs) recordShellBuild(shellInputs);
  }
}

async function waitForApi(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`API ไม่ตอบที่พอร์ต ${apiPort} ภายใน 120 วินาที`);
}

let stopping = false;
function stop(): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => (stop(), process.exit(130)));
process.on('SIGTERM', () => (stop(), process.exit(143)));

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (!dev && !skipBuild) await build();

  const shellApp = APPS.find((a) => !a.remote)!;
  const apiEnv = {
    [API_PORT_ENV]: String(apiPort),
    ADMIN_TOKEN: adminToken,
    DATA_DIR: dataDir,
    // The API allows CORS for the site (and the remotes in the catalog): tell it where the site is.
    SITE_URL:
      process.env.SITE_URL ??
      `http://${publicHost}:${portOf(process.env, shellApp.portEnv, shellApp.defaultPort)}`,
    // Links the API writes into publicly cached pages (the share page's og:image).
    PUBLIC_API_URL: apiUrl,
  };
  const api = dev
    ? run('api', tsx, ['watch', 'api/src/server.ts'], apiEnv)
    : run('api', tsx, ['api/src/server.ts'], apiEnv);

  const stack: Record<string, { pid?: number; port: number; args?: string[] }> = {
    api: { pid: api.pid, port: apiPort },
  };
  const serve = (dir: string, port: number) => {
    if (dev) {
      const app = APPS.find((a) => a.dir === dir)!;
      const child = run(dir, 'npx', ['rspack', 'serve', '-c', `${dir}/rspack.config.ts`], {
        [app.portEnv]: String(port),
        CHOKDEE_API_URL: apiUrl,
      });
      stack[dir] = { pid: child.pid, port };
    } else {
      const args = ['scripts/serve-static.ts', `${dir}/dist`, String(port), '--api-url', apiUrl];
      // A path that is no page is a 404 (with the app's HTML): a remote's pages are its catalog.json
      // routes, the shell's are its own and the live catalog's, read from the API.
      if (APPS.find((a) => a.dir === dir)?.remote) args.push('--pages', `${dir}/catalog.json`);
      // The shell's origin is the site's: it answers /sitemap.xml and /robots.txt with the API's.
      else
        args.push(
          '--catalog-api',
          `http://127.0.0.1:${apiPort}`,
          '--site-files-api',
          `http://127.0.0.1:${apiPort}`,
        );
      // The shell's Content-Security-Policy lets it load every remote from the origin registered
      // in the catalog (a remote's own page needs no other app).
      if (!APPS.find((a) => a.dir === dir)?.remote) {
        const remoteOrigins = APPS.filter((a) => a.remote).map(
          (a) => `http://${publicHost}:${portOf(process.env, a.portEnv, a.defaultPort)}`,
        );
        args.push('--csp-origins', remoteOrigins.join(','));
        // A PWA remote's worker must come from the shell's origin (remote kit, catalog.json `service_worker`).
        for (const remote of APPS.filter((a) => a.remote)) {
          const sw = readRemoteCatalog(path.join(root, remote.dir)).service_worker;
          if (sw)
            args.push(
              '--remote-pwa',
              `${remote.name}=${path.join(root, remote.dir, 'dist', 'pwa')}@${sw.scope}`,
            );
        }
      }
      stack[dir] = { pid: run(dir, tsx, args).pid, port, args };
    }
  };

  await waitForApi();
  // The shell's kernel and React first: each remote's registration is checked against them.
  await registerShell({ apiUrl: `http://127.0.0.1:${apiPort}`, adminToken });
  // Remotes first, registered in the catalog, then the shell: once the shell answers, the
  // whole site is ready (the e2e suite waits on exactly that).
  for (const app of APPS.filter((a) => a.remote)) {
    const port = portOf(process.env, app.portEnv, app.defaultPort);
    serve(app.dir, port);
    await registerRemote({
      appDir: path.join(root, app.dir),
      entry: `http://${publicHost}:${port}/mf-manifest.json`,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      adminToken,
    });
  }
  for (const app of APPS.filter((a) => !a.remote))
    serve(app.dir, portOf(process.env, app.portEnv, app.defaultPort));
  writeFileSync(path.join(dataDir, 'stack.json'), JSON.stringify(stack, null, 2));

  const shellPort = stack.shell!.port;
  console.log(`\nโชคดี พร้อมใช้งานแล้ว: http://${publicHost}:${shellPort}\n  API: ${apiUrl}\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  stop();
  process.exit(1);
});
