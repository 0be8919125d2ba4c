import { buildApp } from './app';
import { loadConfig } from './config';
import { startResultsSchedule } from './results/results-schedule';

/** `npm start -w api`: the API on PGlite under `.data/` (or DATABASE_URL), closed cleanly on signals. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

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
  const where = config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : `PGlite ${config.databaseUrl}`;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Chokdee API on http://${shownHost}:${config.port} (${where})`);
  // After each draw, fetch its results from GLO (every 15 min while the latest draw has none).
  if (process.env.GLO_IMPORT_SCHEDULE !== 'off') schedule = startResultsSchedule(app);
}

main().catch((error: unknown) => {
  console.error('Chokdee API failed to start:', error);
  process.exit(1);
});
