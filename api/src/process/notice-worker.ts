import { buildApp } from '#api/app';
import { loadConfig } from '#api/config';
import { isPostgresDatabaseUrl } from '#api/db/client';

/**
 * `npm run worker -w api`: a process that only delivers notices (LINE, web push), beside API
 * processes started with NOTICE_WORKER=false, on the same PostgreSQL (DATABASE_URL). It builds
 * the whole app, so every channel registers as in the API, but never listens. SIGINT/SIGTERM:
 * it stops fetching, lets deliveries under way finish within SHUTDOWN_GRACE_MS, then exits.
 * PGlite is one embedded, single-process database: there the API's own worker delivers.
 */
const config = loadConfig();
const logger = { level: process.env.LOG_LEVEL ?? 'info', base: { role: 'notice-worker' } };

async function main(): Promise<void> {
  if (!isPostgresDatabaseUrl(config.databaseUrl)) {
    console.error(
      'notice worker: needs a postgres:// DATABASE_URL (with PGlite the API delivers notices itself)',
    );
    process.exit(1);
  }
  const app = await buildApp({
    config: { ...config, noticeDelivery: { ...config.noticeDelivery, worker: true } },
    logger,
  });
  app.log.info('notice worker: delivering');
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'notice worker: closing');
    setTimeout(() => process.exit(1), config.http.shutdownGraceMs + 5_000).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: unknown) => {
  console.error('notice worker: could not start', error);
  process.exit(1);
});
