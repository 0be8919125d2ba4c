import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '#api/app';
import { loadConfig, type AppConfig } from '#api/config';
import { openTestDatabase } from './pglite-template';

export const TEST_ADMIN_TOKEN = 'test-admin-token';

/** 2026-11-21 18:00 in Bangkok: the draw on sale is 2026-12-01, the latest real result 2026-05-16. */
export const TEST_NOW = new Date('2026-11-21T11:00:00.000Z');

/** A settable clock, so one test can move time across a sale or campaign window. */
export function createTestClock(start: Date = TEST_NOW) {
  let current = start;
  return {
    now: () => current,
    set(next: Date | string) {
      current = new Date(next);
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      DATA_DIR: 'memory://',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      NODE_ENV: 'test',
      // Enough to search and buy in every store; the million-ticket demo is for `npm start` and bench/.
      SEED_TICKET_COUNT: '20000',
      // The notice queue is installed in every test app; its worker runs only where a test asks.
      NOTICE_WORKER: 'false',
    }),
    ...overrides,
  };
}

/** The whole app on a fresh in-memory PGlite, migrated and seeded; close it in `afterAll`. */
export async function buildTestApp(
  options: { config?: Partial<AppConfig> } & Omit<BuildAppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const { config, clock = () => TEST_NOW, database, ...rest } = options;
  const opened = database ? { handle: database, prepared: false } : await openTestDatabase();
  // A database from the run's snapshot is already migrated and seeded (those have their own tests).
  return buildApp({
    config: testConfig(config),
    clock,
    database: opened.handle,
    prepareDatabase: !opened.prepared,
    ...rest,
  });
}

export const adminHeaders = (token = TEST_ADMIN_TOKEN) => ({ authorization: `Bearer ${token}` });
