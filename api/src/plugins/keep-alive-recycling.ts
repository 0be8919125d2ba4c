import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

interface SocketUse {
  openedAt: number;
  requests: number;
}

/**
 * Keep-alive connections do not live forever: the answer to a connection's `maxRequests`-th
 * request, or the first after `maxSeconds`, carries `Connection: close`, and the client opens a
 * new one. With several API processes on one port (node:cluster), a new connection goes to any of
 * them, so a process that was restarted gets its share of the clients back within seconds instead
 * of never (a busy client's connection would otherwise stay on the survivor).
 * Not Node's `server.maxRequestsPerSocket`: past its limit Node answers requests already sent on
 * the connection with a bare 503 of its own instead of the API's shape.
 */
export function registerKeepAliveRecycling(
  app: FastifyInstance,
  limits: { maxRequests: number; maxSeconds: number },
  now: () => number = Date.now,
): void {
  const uses = new WeakMap<Socket, SocketUse>();
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    let use = uses.get(socket);
    if (!use) {
      use = { openedAt: now(), requests: 0 };
      uses.set(socket, use);
    }
    use.requests += 1;
    if (use.requests >= limits.maxRequests || now() - use.openedAt >= limits.maxSeconds * 1000) {
      reply.header('connection', 'close');
    }
  });
}
