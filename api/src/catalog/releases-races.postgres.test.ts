import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#api/app';
import { openDatabase } from '#api/db/client';
import { adminHeaders, testConfig, TEST_NOW } from '#api/test/build-test-app';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '#api/test/postgres-server';
import { RELEASE_MESSAGES } from './release-messages';

/**
 * Release calls racing on a real PostgreSQL server, from two API processes: a canary is promoted
 * once however many owners click at once, and every failure report sent together is counted.
 */
const SCHEMA = testSchemaName('release_races');
const url = postgresSchemaUrl(SCHEMA);

jest.setTimeout(120_000);

let apps: FastifyInstance[] = [];

/** The app's own pool (its limits and per-client error listeners), sized for the race. */
const pooledDatabase = () => openDatabase(url, { poolSize: 20 });

beforeAll(async () => {
  if (!(await freshPostgresSchema(SCHEMA))) return;
  const config = testConfig({ databaseUrl: url });
  const first = await buildApp({ config, clock: () => TEST_NOW, database: await pooledDatabase() });
  const second = await buildApp({
    config,
    clock: () => TEST_NOW,
    database: await pooledDatabase(),
    prepareDatabase: false,
  });
  apps = [first, second];
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const burst = (count: number, request: (i: number) => InjectOptions): Promise<LightMyRequestResponse[]> =>
  Promise.all(Array.from({ length: count }, (_, i) => apps[i % apps.length]!.inject(request(i))));

const register = (version: string, canary?: number) =>
  apps[0]!.inject({
    method: 'PUT',
    url: '/admin/v1/remotes/mf_race',
    headers: adminHeaders(),
    payload: {
      entry: `http://localhost:3999/${version}/mf-manifest.json`,
      version,
      routes: [{ path: '/race' }],
      ...(canary ? { canary_percent: canary } : {}),
    },
  });

test('20 promotes of one canary at once: one promotes, 19 are told there is no canary; one log line', async () => {
  if (apps.length === 0) return;
  expect((await register('1.0.0')).statusCode).toBe(201);
  expect((await register('2.0.0', 25)).statusCode).toBe(200);
  const answers = await burst(20, () => ({
    method: 'POST',
    url: '/admin/v1/remotes/mf_race/canary/promote',
    headers: adminHeaders(),
  }));
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  const refused = answers.filter((a) => a.statusCode === 409);
  expect(refused).toHaveLength(19);
  expect(refused[0]!.json().message).toBe(RELEASE_MESSAGES.noCanary);
  const log = (
    await apps[1]!.inject({ url: '/admin/v1/catalog-changes?remote=mf_race', headers: adminHeaders() })
  ).json().data;
  expect(log.filter((c: { action: string }) => c.action === 'canary-promote')).toHaveLength(1);
});

test('25 failure reports of one version at once, from 25 visitors: all 25 counted', async () => {
  if (apps.length === 0) return;
  const answers = await burst(25, (i) => ({
    method: 'POST',
    url: '/public/v3/remote-load-errors',
    remoteAddress: `198.51.100.${100 + i}`,
    payload: { remote: 'mf_race', version: '2.0.0' },
  }));
  expect(answers.every((a) => a.statusCode === 204)).toBe(true);
  const versions = (
    await apps[0]!.inject({ url: '/admin/v1/remotes/mf_race/versions', headers: adminHeaders() })
  ).json().data;
  expect(versions.find((v: { version: string }) => v.version === '2.0.0').error_count).toBe(25);
});
