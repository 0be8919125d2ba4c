// Debian's nginx (scripts/ensure-nginx.sh) serving the shell with its config rendered from
// deploy/nginx/ by scripts/nginx-config.ts, in a folder of its own: for the checks of
// scripts/nginx-answers.test.ts and the bench of the page heads' micro-cache (bench/draw-day-cache.ts).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL } from './apps';
import { writeNginxConfs, type AppConfOptions } from './nginx-config';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A port free right now (nginx cannot be asked for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function listening(port: number, seconds = 10): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx ไม่ฟังที่พอร์ต ${port}`);
}

export interface ShellNginx {
  port: number;
  /** The folder nginx runs in (its config, temp files and the page heads' cache). */
  prefix: string;
  stop: () => Promise<void>;
}

/**
 * nginx serving the shell rendered from `options` on a free port, the page heads' cache in its own
 * folder unless `pageHeadCacheDir` is false. Resolves once it listens.
 */
/**
 * nginx's main file for a run in `dir`: in the foreground, logging to stderr, its temporary files
 * in `dir/tmp` (made by the caller) and the server blocks of `dir/conf.d/*.conf`.
 */
export function mainNginxConf(
  dir: string,
  options: { workerProcesses: number; workerConnections: number },
): string {
  return `worker_processes ${options.workerProcesses}; pid ${dir}/nginx.pid; error_log stderr warn; daemon off;
events { worker_connections ${options.workerConnections}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/conf.d/*.conf;
}
`;
}

export async function startShellNginx(
  options: Omit<AppConfOptions, 'app' | 'listen' | 'pageHeadCacheDir'> & { pageHeadCacheDir?: false },
  { workerProcesses = 1, workerConnections = 64 } = {},
): Promise<ShellNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'shell-nginx-'));
  // nginx's workers (another user) write the page heads' cache in it.
  chmodSync(prefix, 0o755);
  writeNginxConfs(path.join(prefix, 'conf.d'), [SHELL], () => ({
    ...options,
    listen: `127.0.0.1:${port}`,
    pageHeadCacheDir: options.pageHeadCacheDir ?? path.join(prefix, 'page-head-cache'),
  }));
  mkdirSync(path.join(prefix, 'tmp'));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, mainNginxConf(prefix, { workerProcesses, workerConnections }));
  const nginx = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  await listening(port);
  return {
    port,
    prefix,
    stop: async () => {
      if (nginx.exitCode === null) nginx.kill('SIGTERM');
      await exited;
    },
  };
}
