import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#api/lib/messages';
import { sendServiceUnavailable } from '#api/lib/service-unavailable';

/** What a shutdown (`process/drain.ts`) reads and sets on the app. */
export interface ShutdownGate {
  /** True from the start of a shutdown on. */
  readonly closing: boolean;
  /** Requests received and not yet answered (or given up by their client). */
  readonly inFlight: number;
  /** Open client connections. */
  readonly openConnections: number;
  /** From now on: new requests are refused, every answer closes its connection, readiness says 503. */
  begin(): void;
  /** Runs `listener` when the shutdown begins: long-lived answers (event streams) end then. */
  onBegin(listener: () => void): void;
  /** Cancels the database statements of the requests in flight (see `DatabaseHandle.cancelRunning`). */
  cancelRunning(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdownGate: ShutdownGate;
  }
}

/** Liveness answers while draining: the process is alive, it only takes no new work. */
const LIVENESS_URLS = new Set(['/health', '/health/', '/health/live', '/health/live/']);

/**
 * The closing state of one API process. Once a shutdown begins, a request that still arrives on
 * an open keep-alive connection is answered the Thai 503 with `Retry-After` (Fastify's own
 * closing answer is English, and it only starts once the server closes); every answer, those of
 * the requests in flight included, carries `Connection: close`, so clients reconnect elsewhere.
 * The counts come from the HTTP server itself, so requests Fastify refuses early count too.
 */
export function registerShutdownGate(
  app: FastifyInstance,
  options: { cancelRunning?: () => Promise<number> } = {},
): void {
  let closing = false;
  let inFlight = 0;
  let openConnections = 0;
  const beginListeners: (() => void)[] = [];
  app.server.on('connection', (socket) => {
    openConnections += 1;
    socket.once('close', () => (openConnections -= 1));
  });
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
  });

  app.decorate('shutdownGate', {
    get closing() {
      return closing;
    },
    get inFlight() {
      return inFlight;
    },
    get openConnections() {
      return openConnections;
    },
    begin() {
      if (closing) return;
      closing = true;
      for (const listener of beginListeners) listener();
    },
    onBegin(listener) {
      beginListeners.push(listener);
    },
    cancelRunning: options.cancelRunning ?? (async () => 0),
  } satisfies ShutdownGate);

  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    if (LIVENESS_URLS.has(request.url)) return;
    return sendServiceUnavailable(reply, MESSAGES.serverRestarting, 1);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
