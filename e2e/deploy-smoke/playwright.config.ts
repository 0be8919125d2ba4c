// The deploy smoke: a few pages and a login through nginx, and the headers nginx sends
// (`npm run e2e:deploy`, part of `npm test`). Its stack (stack.ts) runs on ports apart from the
// e2e suite's, with PostgreSQL; see e2e/README.md.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from '../support/env';
import { returningVisitorState } from '../support/site-state';
import { smokeOrigin } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: '../test-results/deploy-smoke',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: smokeOrigin('shell'),
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    storageState: returningVisitorState(),
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node_modules/.bin/tsx e2e/deploy-smoke/stack.ts',
    cwd: REPO_ROOT,
    url: `${smokeOrigin('shell')}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SIGTERM lets the stack stop nginx and the API and drop its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
