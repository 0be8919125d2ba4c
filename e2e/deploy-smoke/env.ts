// Ports and places of the deploy smoke (stack.ts, the spec). It runs where PostgreSQL is reachable,
// beside other engineers' e2e stacks (3100…, 4100): so its own ranges, nginx on 8100 + the app's
// offset from the shell's default port (shell 8100, mf-lottery 8101…), the API on 4300.
import path from 'node:path';
import { APPS, SHELL, type AppInfo } from '../../scripts/apps';

export const SMOKE_API_PORT = 4300;
export const SMOKE_API_URL = `http://localhost:${SMOKE_API_PORT}`;
export const SMOKE_ADMIN_TOKEN = 'deploy-smoke-admin-token';
export const SMOKE_PG_URL = process.env.SMOKE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SMOKE_DIR = path.resolve(__dirname, '..', '..', '.data', 'deploy-smoke');

export function smokePort(app: Pick<AppInfo, 'defaultPort'>): number {
  const port = 8100 + app.defaultPort - SHELL.defaultPort;
  if (port < 8100 || port > 8199) throw new Error(`deploy smoke: พอร์ต ${port} อยู่นอกช่วง 8100–8199`);
  return port;
}

/** Where the browser reaches an app through nginx, by its folder. */
export function smokeOrigin(dir: string): string {
  const app = APPS.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`deploy smoke: ไม่รู้จักแอป ${dir}`);
  return `http://localhost:${smokePort(app)}`;
}
