// Ports of the stack the e2e suite starts (apart from the defaults, so a running `npm start`
// on the same machine does not collide) and the browser it drives.
import path from 'node:path';

export const E2E_PORTS = { shell: 3100, 'mf-lottery': 3101, api: 4100 } as const;
export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.data', 'e2e');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
