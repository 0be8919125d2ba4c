import type { FastifyBaseLogger } from 'fastify';
import { isPostgresDatabaseUrl, type DatabaseHandle } from './client';
import { listenOnPostgres } from './postgres-channel-listener';

/** What one API process hears on a NOTIFY channel, whichever database it runs on. */
export interface ChannelListenerHandlers {
  onNotice(payload: string): void;
  /** The listening connection came back after a loss: notices may have been missed meanwhile. */
  onResumed(): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * PGlite is one embedded session: its own `listen` hears the NOTIFYs of this very process. On
 * PostgreSQL a connection of its own, outside the request pool, so listening never takes a slot
 * from requests and every process and host hears every commit.
 */
export async function openChannelListener(
  database: DatabaseHandle,
  databaseUrl: string,
  channel: string,
  log: FastifyBaseLogger,
  handlers: ChannelListenerHandlers,
): Promise<ChannelListener> {
  if (database.driver === 'pglite') {
    const unlisten = await database.client.listen(channel, handlers.onNotice);
    return { close: () => unlisten().catch(() => undefined) };
  }
  if (!isPostgresDatabaseUrl(databaseUrl)) {
    log.warn({ channel }, 'channel events off: no PostgreSQL URL to listen on');
    return { close: async () => undefined };
  }
  return listenOnPostgres(databaseUrl, channel, log, handlers);
}
