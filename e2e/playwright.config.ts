import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_DATA_DIR, E2E_PORTS, REPO_ROOT, SHELL_URL } from './support/env';

// The suite runs against the real stack, built and started by the same script as `npm start`,
// on its own ports and a fresh embedded database.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'journeys', testIgnore: /remote-down/ },
    // Takes a remote's server down and up again: runs after every other journey.
    { name: 'remote-down', testMatch: /remote-down/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node_modules/.bin/tsx scripts/start.ts`,
    cwd: REPO_ROOT,
    url: `${SHELL_URL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      DATA_DIR: E2E_DATA_DIR,
      SHELL_PORT: String(E2E_PORTS.shell),
      MF_LOTTERY_PORT: String(E2E_PORTS['mf-lottery']),
      API_PORT: String(E2E_PORTS.api),
      SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
