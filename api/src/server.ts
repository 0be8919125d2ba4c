import cluster from 'node:cluster';
import os from 'node:os';
import { loadConfig, type AppConfig } from './config';
import { isPostgresDatabaseUrl } from './db/client';
import { runClusterPrimary } from './process/cluster-primary';
import { serveProcess } from './process/serve-process';

/**
 * `npm start -w api`: the API on PGlite under `.data/` (or DATABASE_URL), closed cleanly on signals.
 * With a postgres:// DATABASE_URL it runs API_WORKERS processes (default: the number of CPUs) on one
 * port with node:cluster (`process/cluster-primary.ts`): the primary migrates and seeds once, then
 * forks the workers, which share the listening socket; the GLO results schedule runs in the first
 * worker only. Each process drains on SIGTERM before it exits (`process/drain.ts`). Everything a limit
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

function describeDatabase(): string {
  return isPostgresDatabaseUrl(config.databaseUrl) ? 'PostgreSQL' : `PGlite ${config.databaseUrl}`;
}

function shownUrl(): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

async function main() {
  if (cluster.isWorker) {
    await serveProcess({
      config,
      logger,
      prepareDatabase: false,
      schedule: process.env.CHOKDEE_API_SCHEDULE === '1',
    });
    return;
  }
  const { workers, note } = workerCount(config);
  if (workers > 1) {
    const log = (message: string) =>
      console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }));
    await runClusterPrimary(config, workers, log);
    log(`Chokdee API on ${shownUrl()} (${describeDatabase()}, ${workers} processes)`);
    return;
  }
  const app = await serveProcess({ config, logger, prepareDatabase: true, schedule: true });
  if (note) app.log.info(note);
  app.log.info(`Chokdee API on ${shownUrl()} (${describeDatabase()})`);
}

main().catch((error: unknown) => {
  console.error('Chokdee API failed to start:', error);
  process.exit(1);
});
