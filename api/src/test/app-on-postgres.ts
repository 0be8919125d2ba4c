import type { FastifyInstance } from 'fastify';
import { buildApp } from '#api/app';
import type { AppConfig } from '#api/config';
import { TEST_NOW, testConfig } from './build-test-app';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from './postgres-server';

export interface AppOnPostgresOptions {
  /** The app's clock (a race file may move it); TEST_NOW by default. */
  clock?: () => Date;
  /** More of the test config (a slips folder…); the database is always the file's own schema. */
  config?: Partial<AppConfig>;
}

/**
 * The set-up every race file shares: one app on a PostgreSQL schema of the file's own (dropped and
 * made fresh before its tests, the app closed after them), and `testOnPostgres`, a `test` that runs
 * its body with that app. When the server does not answer the tests pass empty with a SKIPPED line;
 * with REQUIRE_PG=1 (CI) `freshPostgresSchema` makes that a failure instead (a test cannot be
 * skipped conditionally without `.skip`).
 */
export function appOnPostgres(name: string, options: AppOnPostgresOptions = {}) {
  const schema = testSchemaName(name);
  const url = postgresSchemaUrl(schema);
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    if (!(await freshPostgresSchema(schema))) return;
    app = await buildApp({
      config: testConfig({ ...options.config, databaseUrl: url }),
      clock: options.clock ?? (() => TEST_NOW),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  function testOnPostgres(title: string, body: (app: FastifyInstance) => Promise<void>) {
    test(title, async () => {
      if (app) await body(app);
    });
  }

  return { schema, url, testOnPostgres };
}
