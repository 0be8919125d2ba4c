import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_DATA_DIR,
  E2E_ADMIN_TOKEN,
  E2E_DEV_CLOCK_SHIFT_MS,
  E2E_PORT_ENV,
  E2E_PORTS,
  FAKE_GLO_URL,
  FAKE_LINE_CLIENT,
  FAKE_LINE_MESSAGING,
  FAKE_LINE_URL,
  REPO_ROOT,
  SCAFFOLD_PORT,
  SHELL_URL,
} from './support/env';
import { returningVisitorState } from './support/site-state';
import { remoteE2eProjects } from './support/remote-projects';

// Each remote's own journeys (`mf-*/e2e/`) are a project named after its folder: a team runs
// just theirs with `npm run e2e -w mf-<name>`; `npm run e2e` runs them all on one build.
const remoteProjects = remoteE2eProjects();

// The suite runs against the real stack, built and started by the same script as `npm start`,
// on its own ports and a fresh embedded database.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two files at a time (a file's tests in order): the machines have two cores, and a journey
  // spends most of its time waiting on the stack. Journeys make their own members and stores'
  // numbers; what is the whole site's (a live quest) is held by one journey at a time.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // Cookie choice made and today's popup closed; the consent and popup journeys start empty.
    storageState: returningVisitorState(),
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'journeys', testIgnore: /remote-down|results-import|admin-console|live-stock/ },
    ...remoteProjects,
    // Every page of the live catalog at four widths, logged out and as a member, and every
    // cross-remote move (site-audit/): logs its member in once first.
    { name: 'site-audit-setup', testDir: './site-audit', testMatch: /audit\.setup\.ts$/ },
    {
      name: 'site-audit',
      testDir: './site-audit',
      testMatch: /\.spec\.ts$/,
      dependencies: ['site-audit-setup'],
    },
    // The journeys that move the API's one clock (a campaign window hours ahead, a cart to the end
    // of its hold): one at a time, once the rest are done, since every cart and sale of a journey
    // beside them would jump with it.
    {
      name: 'clock-moves',
      testMatch: /admin-console|live-stock/,
      workers: 1,
      dependencies: ['journeys', 'site-audit', ...remoteProjects.map((project) => project.name)],
    },
    // Publishes results for the draw on sale, which changes what the results pages show: after
    // every journey that reads them.
    { name: 'results-import', testMatch: /results-import/, dependencies: ['clock-moves'] },
    // Takes a remote's server down and up again (the restarted server ends with its worker): last.
    { name: 'remote-down', testMatch: /remote-down/, dependencies: ['results-import'] },
  ],
  webServer: [
    {
      // LINE login runs its real OAuth flow against this stand-in on loopback.
      command: `node_modules/.bin/tsx scripts/fake-line-provider.ts ${E2E_PORTS['fake-line']}`,
      cwd: REPO_ROOT,
      url: `${FAKE_LINE_URL}/authorize`, // answers 400 without parameters: up is enough
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        LINE_CLIENT_ID: FAKE_LINE_CLIENT.id,
        LINE_CLIENT_SECRET: FAKE_LINE_CLIENT.secret,
        ...FAKE_LINE_MESSAGING,
        LINE_MESSAGING_WEBHOOK_URL: `http://127.0.0.1:${E2E_PORTS.api}/public/v1/line-notification/webhook`,
      },
    },
    {
      // GLO's results API stand-in: the win-history journey publishes a draw's results through it.
      command: `node_modules/.bin/tsx scripts/fake-glo-results.ts ${E2E_PORTS['fake-glo']}`,
      cwd: REPO_ROOT,
      url: `${FAKE_GLO_URL}/`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf "${E2E_DATA_DIR}" && node_modules/.bin/tsx scripts/start.ts`,
      cwd: REPO_ROOT,
      url: `${SHELL_URL}/`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        DATA_DIR: E2E_DATA_DIR,
        ...E2E_PORT_ENV,
        // The remote the scaffold test makes and serves (tests/new-remote.spec.ts).
        CSP_EXTRA_ORIGINS: `http://localhost:${SCAFFOLD_PORT}`,
        API_PORT: String(E2E_PORTS.api),
        SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '',
        // A team's run (`npm run e2e -w mf-<name>`) builds its remote fresh and reuses the rest.
        BUILD_APPS: process.env.E2E_BUILD_APPS ?? '',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // The API sends LINE back to the e2e shell and talks to the fake provider.
        SITE_URL: SHELL_URL,
        LINE_CLIENT_ID: FAKE_LINE_CLIENT.id,
        LINE_CLIENT_SECRET: FAKE_LINE_CLIENT.secret,
        LINE_AUTHORIZE_URL: `${FAKE_LINE_URL}/authorize`,
        LINE_TOKEN_URL: `${FAKE_LINE_URL}/token`,
        LINE_PROFILE_URL: `${FAKE_LINE_URL}/profile`,
        ...FAKE_LINE_MESSAGING,
        LINE_MESSAGING_API_URL: FAKE_LINE_URL,
        LINE_MESSAGING_BOT_BASIC_ID: '@chokdee-e2e',
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        DEV_CLOCK_SHIFT_MS: E2E_DEV_CLOCK_SHIFT_MS,
        // Every journey signs its members up from 127.0.0.1.
        OTP_SENDS_PER_IP_PER_HOUR: '1000',
        REGISTRATIONS_PER_IP_PER_HOUR: '1000',
        // The complaint and consent journeys post from one address many times.
        COMPLAINTS_PER_IP_PER_10_MIN: '1000',
        COOKIE_CONSENTS_PER_IP_PER_MIN: '1000',
        GLO_RESULTS_URL: `${FAKE_GLO_URL}/api/lottery/getLatestLottery`,
      },
    },
  ],
});
