// Ports of the stack the e2e suite starts (apart from the defaults, so a running `npm start`
// on the same machine does not collide) and the browser it drives.
import path from 'node:path';

export const E2E_PORTS = {
  shell: 3100,
  'mf-lottery': 3101,
  'mf-member': 3102,
  'mf-campaign': 3107,
  api: 4100,
  'fake-line': 4110,
  'fake-glo': 4111,
} as const;
export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
/** The fake LINE Login provider (scripts/fake-line-provider.ts) the API talks to in the journeys. */
export const FAKE_LINE_URL = `http://127.0.0.1:${E2E_PORTS['fake-line']}`;
export const FAKE_LINE_CLIENT = { id: 'e2e-line-client', secret: 'e2e-line-secret' } as const;
/** The stand-in for GLO's results API (scripts/fake-glo-results.ts) the importer reads in the journeys. */
export const FAKE_GLO_URL = `http://127.0.0.1:${E2E_PORTS['fake-glo']}`;
/** The catalog and importer admin token of the e2e stack. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
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
