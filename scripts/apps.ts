// The one list of apps (DESIGN.md §5): the shell, and every `mf-*` folder with a catalog.json that
// says its Module Federation name and default port. The builds, `npm start`, the jest projects,
// eslint's remote list, the e2e stack and the compose file all read it, so a new remote is its
// own folder and nothing else.
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { z } from 'zod';
import {
  RemoteDescriptorSchema,
  type RemoteDescriptor,
} from '@chokdee/shared-contract/schemas/remote-descriptor';

export interface AppInfo {
  /** The folder, e.g. `mf-lottery`. */
  dir: string;
  /** The Module Federation name, e.g. `mf_lottery`. */
  name: string;
  /** The variable that moves its port, e.g. `MF_LOTTERY_PORT`. */
  portEnv: string;
  defaultPort: number;
  remote: boolean;
}

export const ROOT_DIR = path.resolve(__dirname, '..');

/** The host: there is one, and it is not registered in the catalog. */
export const SHELL: AppInfo = {
  dir: 'shell',
  name: 'shell',
  portEnv: 'SHELL_PORT',
  defaultPort: 3000,
  remote: false,
};

/** `mf-lottery` → `MF_LOTTERY_PORT`. */
export function portEnvOf(dir: string): string {
  return `${dir.replace(/-/g, '_').toUpperCase()}_PORT`;
}

/** A remote's catalog.json, checked: its name, port, routes and widgets. */
export function readRemoteCatalog(appDir: string): z.output<typeof RemoteDescriptorSchema> {
  const file = path.join(appDir, 'catalog.json');
  return RemoteDescriptorSchema.parse(JSON.parse(readFileSync(file, 'utf8')) as RemoteDescriptor);
}

/** Every remote of the checkout at `root`, in folder order. */
export function listRemotes(root = ROOT_DIR): AppInfo[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mf-[a-z0-9-]+$/.test(entry.name))
    .filter((entry) => existsSync(path.join(root, entry.name, 'catalog.json')))
    .map((entry) => entry.name)
    .sort()
    .map((dir) => {
      const { name, port } = readRemoteCatalog(path.join(root, dir));
      return { dir, name, portEnv: portEnvOf(dir), defaultPort: port, remote: true };
    });
}

/** The shell and every remote; two apps on one default port is an error. */
export function listApps(root = ROOT_DIR): AppInfo[] {
  const apps = [SHELL, ...listRemotes(root)];
  const byPort = new Map<number, string>();
  for (const app of apps) {
    const other = byPort.get(app.defaultPort);
    if (other) throw new Error(`${app.dir} และ ${other} ใช้พอร์ต ${app.defaultPort} เดียวกัน`);
    byPort.set(app.defaultPort, app.dir);
  }
  return apps;
}

export const APPS: AppInfo[] = listApps();

export const API_PORT_ENV = 'API_PORT';
export const DEFAULT_API_PORT = 4000;

export function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${raw} ไม่ใช่หมายเลขพอร์ตที่ถูกต้อง`);
  }
  return port;
}

/**
 * What a remote exposes (DESIGN.md §2): `./app` from `src/export-app.tsx`, and each widget its
 * catalog.json places in a slot, `./widgets/<name>` from `src/widgets/<name>.tsx`.
 */
export function exposesOf(appDir: string): Record<string, string> {
  const exposes: Record<string, string> = { './app': './src/export-app.tsx' };
  for (const widget of readRemoteCatalog(appDir).widgets) {
    exposes[widget.module] = `./src/${widget.module.slice(2)}.tsx`;
  }
  return exposes;
}
