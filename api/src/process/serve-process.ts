import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '#api/app';
import type { AppConfig } from '#api/config';
import { startResultsSchedule } from '#api/results/results-schedule';
import { drainAndClose, type DrainStep } from './drain';

/** Past the grace time, the cancel and the close, a process that is still there exits anyway. */
const HARD_STOP_EXTRA_MS = 5_000;

/**
 * One API process: build the app, listen, and on SIGINT/SIGTERM drain and exit (`drain.ts`):
 * requests in flight finish within SHUTDOWN_GRACE_MS or have their statements cancelled, so a
 * client is never told "failed" about work that then commits.
 */
export async function serveProcess(options: {
  config: AppConfig;
  logger: FastifyServerOptions['logger'];
  prepareDatabase: boolean;
  schedule: boolean;
}): Promise<FastifyInstance> {
  const { config } = options;
  const app = await buildApp({ config, logger: options.logger, prepareDatabase: options.prepareDatabase });
  let schedule: { stop: () => void } | undefined;
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, inFlight: app.shutdownGate.inFlight }, 'closing');
    schedule?.stop();
    const startedAt = Date.now();
    let step: DrainStep | 'starting' = 'starting';
    setTimeout(() => {
      const { inFlight, openConnections } = app.shutdownGate;
      app.log.error(
        { step, inFlight, openConnections, afterMs: Date.now() - startedAt },
        'did not close in time: exiting',
      );
      process.exit(1);
    }, config.http.shutdownGraceMs + HARD_STOP_EXTRA_MS).unref();
    try {
      const outcome = await drainAndClose(app, {
        graceMs: config.http.shutdownGraceMs,
        onStep: (next) => (step = next),
      });
      app.log.info({ outcome, afterMs: Date.now() - startedAt }, 'closed');
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

/** How long a primary waits for its workers to drain before it kills them. */
export function processStopCapMs(config: AppConfig): number {
  return config.http.shutdownGraceMs + HARD_STOP_EXTRA_MS + 2_000;
}
