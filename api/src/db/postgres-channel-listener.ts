import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import type { ChannelListener, ChannelListenerHandlers } from './channel-listener';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * One dedicated `LISTEN` connection. A lost connection (server restart, pg_terminate_backend) is
 * logged and opened again with a doubling back-off; nothing here may throw into the process, so
 * every client gets an `error` listener before it connects.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  log: FastifyBaseLogger,
  handlers: ChannelListenerHandlers,
): ChannelListener {
  let closed = false;
  let client: Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let lostOnce = false;

  const retry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const lost = (current: Client, error?: Error) => {
    if (client !== current) return;
    client = undefined;
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    if (closed) return;
    lostOnce = true;
    log.warn({ err: error, channel }, 'channel listener lost its connection; reconnecting');
    retry();
  };

  async function connect(): Promise<void> {
    const current = new Client({ connectionString: url, application_name: `chokdee-listen-${channel}` });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotice(message.payload);
    });
    try {
      await current.connect();
      // A channel is one of our constants, never input: quoted as an identifier all the same.
      await current.query(`LISTEN "${channel}"`);
      if (closed) return void current.end().catch(() => undefined);
      retryMs = FIRST_RETRY_MS;
      if (lostOnce) handlers.onResumed();
    } catch (error) {
      lost(current, error as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
