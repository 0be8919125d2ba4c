import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { isPostgresDatabaseUrl, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/seed-database';
import { startResultsSchedule } from './results/results-schedule';

/**
 * `npm start -w api`: the API on PGlite under `.data/` (or DATABASE_URL), closed cleanly on signals.
 * With a postgres:// DATABASE_URL it runs API_WORKERS processes (default: the number of CPUs) on one
 * port with node:cluster: the primary migrates and seeds once, then forks the workers, which share
 * the listening socket; the GLO results schedule runs in the first worker only. Everything a limit
 * counts is in the database (`limits/`, `plugins/rate-limit-store.ts`), so limits hold across them.
 * PGlite is an embedded, single-process database: there the API is always one process.
 */
const config = loadConfig();
const logger = {
  level: process.env.LOG_LEVEL ?? 'info',
  // The worker's number in every line, so interleaved lines can be told apart.
  ...(cluster.isWorker ? { base: { worker: cluster.worker?.id } } : {}),
};

/** The process count API_WORKERS asks for, and why it may be fewer. */
function workerCount(settings: Pick<AppConfig, 'workers' | 'databaseUrl'>): {
  workers: number;
  note?: string;
} {
  const wanted = settings.workers ?? os.availableParallelism();
  if (!isPostgresDatabaseUrl(settings.databaseUrl) && wanted > 1) {
    return { workers: 1, note: `PGlite is single-process: 1 API process, not ${wanted} (API_WORKERS)` };
  }
  return { workers: wanted };
}

/** One API process: serve until SIGINT/SIGTERM, then close (finishing requests in flight). */
async function serve(options: { prepareDatabase: boolean; schedule: boolean }) {
  const app = await buildApp({ config, logger, prepareDatabase: options.prepareDatabase });
  let closing = false;
  let schedule: { stop: () => void } | undefined;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    schedule?.stop();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'close failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  // After each draw, fetch its results from GLO (every 15 min while the latest draw has none).
  if (options.schedule && process.env.GLO_IMPORT_SCHEDULE !== 'off') schedule = startResultsSchedule(app);
  return app;
}

function describeDatabase(): string {
  return isPostgresDatabaseUrl(config.databaseUrl) ? 'PostgreSQL' : `PGlite ${config.databaseUrl}`;
}

function shownUrl(): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

/** The primary of several workers: migrate + seed once, fork, re-fork a crashed worker, stop them all on a signal. */
async function runPrimary(workers: number) {
  const log = (message: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }));
  const database = await openDatabase(config.databaseUrl, { poolSize: 1 });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, {
      seedDataFile: config.seedDataFile,
      now: new Date(),
      demo: config.seedDemo,
      ticketCount: config.inventory.seedTicketCount,
    });
  } finally {
    await database.close();
  }

  let closing = false;
  let scheduleWorker: Worker | undefined;
  const fork = (schedule: boolean) => {
    const worker = cluster.fork({
      CHOKDEE_API_SCHEDULE: schedule ? '1' : '0',
      // One key for every worker (unset, each process would draw its own): an IP hashes alike in all.
      IP_HASH_SECRET: config.siteForms.ipHashSecret,
    });
    if (schedule) scheduleWorker = worker;
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`API worker ${worker.id} exited (${signal ?? code}); starting another`);
    fork(worker === scheduleWorker);
  });
  const listening = Array.from({ length: workers }, (_, i) => fork(i === 0)).map(
    (worker) => new Promise((resolve) => worker.once('listening', resolve)),
  );
  const stop = () => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A worker that does not finish in 10 s is not waited for.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await Promise.all(listening);
  log(`Chokdee API on ${shownUrl()} (${describeDatabase()}, ${workers} processes)`);
}

async function main() {
  if (cluster.isWorker) {
    await serve({ prepareDatabase: false, schedule: process.env.CHOKDEE_API_SCHEDULE === '1' });
    return;
  }
  const { workers, note } = workerCount(config);
  if (workers > 1) return runPrimary(workers);
  const app = await serve({ prepareDatabase: true, schedule: true });
  if (note) app.log.info(note);
  app.log.info(`Chokdee API on ${shownUrl()} (${describeDatabase()})`);
}

main().catch((error: unknown) => {
  console.error('Chokdee API failed to start:', error);
  process.exit(1);
});
