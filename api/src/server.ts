import { buildApp } from './app';
import { loadConfig } from './config';

/** `npm start -w api`: the API on PGlite under `.data/` (or DATABASE_URL), closed cleanly on signals. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
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
}

main().catch((error: unknown) => {
  console.error('Chokdee API failed to start:', error);
  process.exit(1);
});
