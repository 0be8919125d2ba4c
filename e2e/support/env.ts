// Ports of the stack the e2e suite starts (apart from the defaults, so a running `npm start`
// on the same machine does not collide) and the browser it drives.
import path from 'node:path';
import { APPS } from '../../scripts/apps';
import { clockShiftClearOfClosedSale } from '../../api/src/lib/draw-schedule';

/**
 * How far the stack sits from the default ports (100: 3000 → 3100). `E2E_PORT_OFFSET` moves a
 * second checkout's stack elsewhere, so two engineers' suites can run on one machine.
 */
const PORT_OFFSET = e2ePortOffset(process.env.E2E_PORT_OFFSET);

function e2ePortOffset(value: string | undefined): number {
  if (value === undefined || value === '') return 100;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 100 || offset > 900) {
    throw new Error(`E2E_PORT_OFFSET must be a whole number from 100 to 900, not "${value}"`);
  }
  return offset;
}

/** Each app on its default port plus the offset: the list of apps is the one every script reads. */
export const E2E_APP_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  APPS.map((app) => [app.dir, app.defaultPort + PORT_OFFSET]),
);
/** The variables that put each app of the e2e stack on its port (`SHELL_PORT`, `MF_LOTTERY_PORT`…). */
export const E2E_PORT_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  APPS.map((app) => [app.portEnv, String(app.defaultPort + PORT_OFFSET)]),
);

export const E2E_PORTS = {
  shell: 3000 + PORT_OFFSET,
  api: 4000 + PORT_OFFSET,
  'fake-line': 4010 + PORT_OFFSET,
  'fake-glo': 4011 + PORT_OFFSET,
} as const;
/** Where the scaffold test serves the remote it makes (the shell's CSP lets it in: playwright.config.ts). */
export const SCAFFOLD_PORT = 3008 + PORT_OFFSET;
export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
/** The fake LINE Login provider (scripts/fake-line-provider.ts) the API talks to in the journeys. */
export const FAKE_LINE_URL = `http://127.0.0.1:${E2E_PORTS['fake-line']}`;
export const FAKE_LINE_CLIENT = { id: 'e2e-line-client', secret: 'e2e-line-secret' } as const;
/** The Official Account the fake provider also plays (LINE notices): its Messaging API channel. */
export const FAKE_LINE_MESSAGING = {
  LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: 'e2e-line-channel-token',
  LINE_MESSAGING_CHANNEL_SECRET: 'e2e-line-channel-secret',
} as const;
/** The stand-in for GLO's results API (scripts/fake-glo-results.ts) the importer reads in the journeys. */
export const FAKE_GLO_URL = `http://127.0.0.1:${E2E_PORTS['fake-glo']}`;
/** The catalog and importer admin token of the e2e stack. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/**
 * How far ahead of its start the API's clock gets in a run: the run itself (under two hours,
 * e2e:remotes included) plus the furthest a journey moves it on (admin-console: a campaign window
 * two to four hours ahead, and half an hour past it), while other journeys buy beside it.
 */
const E2E_CLOCK_REACH_MS = 7 * 60 * 60 * 1000;
/**
 * How far the e2e API's clock runs behind the real one (`DEV_CLOCK_SHIFT_MS`): 0, except for a run
 * that would reach a draw day's closed hours, where no store sells. The pages follow the API's clock
 * (system-time.ts), and `DELETE /dev/clock` comes back to this. E2E_DEV_CLOCK_SHIFT_MS sets it.
 */
export const E2E_DEV_CLOCK_SHIFT_MS =
  process.env.E2E_DEV_CLOCK_SHIFT_MS ?? String(clockShiftClearOfClosedSale(new Date(), E2E_CLOCK_REACH_MS));
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.data', 'e2e');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
