import type { FastifyBaseLogger } from 'fastify';
import { isPostgresDatabaseUrl, type DatabaseHandle } from '#api/db/client';
import { listenOnPostgres } from './postgres-stock-listener';
import { STOCK_CHANNEL } from './stock-notice';

/** What one API process hears on the stock channel, whichever database it runs on. */
export interface StockListenerHandlers {
  onNotice(payload: string): void;
  /** The listening connection came back after a loss: notices may have been missed meanwhile. */
  onResumed(): void;
}

export interface StockListener {
  close(): Promise<void>;
}

/**
 * PGlite is one embedded session: its own `listen` hears the NOTIFYs of this very process. On
 * PostgreSQL a connection of its own, outside the request pool, so listening never takes a slot
 * from requests and every process and host hears every commit.
 */
export async function openStockListener(
  database: DatabaseHandle,
  databaseUrl: string,
  log: FastifyBaseLogger,
  handlers: StockListenerHandlers,
): Promise<StockListener> {
  if (database.driver === 'pglite') {
    const unlisten = await database.client.listen(STOCK_CHANNEL, handlers.onNotice);
    return { close: () => unlisten().catch(() => undefined) };
  }
  if (!isPostgresDatabaseUrl(databaseUrl)) {
    log.warn('stock events off: no PostgreSQL URL to listen on');
    return { close: async () => undefined };
  }
  return listenOnPostgres(databaseUrl, log, handlers);
}
