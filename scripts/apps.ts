// The apps of the site and their default ports (DESIGN.md §5). A new remote is one line here
// plus its own folder with a catalog.json.
export interface AppInfo {
  dir: string;
  portEnv: string;
  defaultPort: number;
  remote: boolean;
}

export const APPS: AppInfo[] = [
  { dir: 'shell', portEnv: 'SHELL_PORT', defaultPort: 3000, remote: false },
  { dir: 'mf-lottery', portEnv: 'MF_LOTTERY_PORT', defaultPort: 3001, remote: true },
  { dir: 'mf-member', portEnv: 'MF_MEMBER_PORT', defaultPort: 3002, remote: true },
  { dir: 'mf-campaign', portEnv: 'MF_CAMPAIGN_PORT', defaultPort: 3007, remote: true },
];

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
