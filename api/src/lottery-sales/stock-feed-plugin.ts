import fp from 'fastify-plugin';
import { openChannelListener } from '#api/db/channel-listener';
import { isPostgresDatabaseUrl, openDatabase } from '#api/db/client';
import { fanOutChanges, parseNotice } from './stock-fan-out';
import { stockBatchWindowMs } from './stock-batch-window';
import { StockNoticeBatch } from './stock-notice-batch';
import { StockLapseWatch } from './stock-lapse-watch';
import { STOCK_CHANNEL } from './stock-notice';
import { StockStreams } from './stock-streams';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live stock pages of this process (`GET /public/bos/v1/store/{code}/stock-events`). */
    stockStreams: StockStreams;
  }
}

/** A notice may be a new hold: the next end of a hold is read again this soon after, once a burst. */
const NOTICE_SETTLE_MS = 500;

/**
 * Live stock of store pages: one listener on the stock channel per process, fanned out to the
 * event streams open here, and one timer for the holds that run out unannounced. The streams end
 * when a shutdown begins, so the drain is not held up by answers that never finish; the listener
 * and the timer stop with the app.
 */
export default fp(
  async (app) => {
    const streams = new StockStreams({ maxPerIp: 8, heartbeatMs: 15_000 });
    app.decorate('stockStreams', streams);
    // On PostgreSQL the pages' counts are read on a connection of their own: in the request pool
    // they would wait behind the very reservations they report, when the pages most need them.
    const reads =
      app.databaseHandle.driver === 'postgres' && isPostgresDatabaseUrl(app.config.databaseUrl)
        ? await openDatabase(app.config.databaseUrl, {
            poolSize: 1,
            limits: app.config.databaseLimits.session,
            onConnectionError: (error) =>
              app.log.warn({ err: error }, 'stock read connection broke; replaced'),
          })
        : undefined;
    const context = { db: reads?.db ?? app.db, now: app.now, streams, log: app.log };
    // A notice that cannot be passed on is logged, never a rejection loose in the process.
    // The more pages open here, the longer notices gather (fewer writes a page, same latency bound).
    const batch = new StockNoticeBatch(
      (notice) =>
        void fanOutChanges(notice, context).catch((error: unknown) =>
          app.log.warn({ err: error }, 'stock event not passed on'),
        ),
      () => stockBatchWindowMs(streams.openCount),
    );
    const lapses = new StockLapseWatch(context);
    streams.onStoresChanged(() => lapses.wake());
    const stopFollowingClock = app.devClock?.onMoved(() => lapses.wake());
    const listener = await openChannelListener(
      app.databaseHandle,
      app.config.databaseUrl,
      STOCK_CHANNEL,
      app.log,
      {
        onNotice: (payload) => {
          const notice = parseNotice(payload);
          if (notice) batch.add(notice);
          lapses.wake(NOTICE_SETTLE_MS);
        },
        onResumed: () => {
          // Notices sent while the connection was down are lost: every page reads its numbers again.
          for (const store_code of streams.watchedStores()) streams.sendStock({ store_code, reload: true });
        },
      },
    );
    app.shutdownGate.onBegin(() => streams.endAll());
    app.addHook('preClose', async () => streams.endAll());
    app.addHook('onClose', () => {
      stopFollowingClock?.();
      batch.close();
      lapses.close();
      return Promise.all([listener.close(), reads?.close()]).then(() => undefined);
    });
  },
  { name: 'stock-feed' },
);
