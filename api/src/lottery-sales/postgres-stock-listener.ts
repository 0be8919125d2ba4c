import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import type { StockListener, StockListenerHandlers } from './stock-listener';
import { STOCK_CHANNEL } from './stock-notice';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * One dedicated `LISTEN` connection. A lost connection (server restart, pg_terminate_backend) is
 * logged and opened again with a doubling back-off; nothing here may throw into the process, so
 * every client gets an `error` listener before it connects.
 */
export function listenOnPostgres(
  url: string,
  log: FastifyBaseLogger,
  handlers: StockListenerHandlers,
): StockListener {
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
    log.warn({ err: error }, 'stock listener lost its connection; reconnecting');
    retry();
  };

  async function connect(): Promise<void> {
    const current = new Client({ connectionString: url, application_name: 'chokdee-stock-listener' });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === STOCK_CHANNEL && message.payload) handlers.onNotice(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${STOCK_CHANNEL}`);
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
