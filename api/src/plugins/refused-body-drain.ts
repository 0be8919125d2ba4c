import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body is read and thrown away before the answer goes out. Past either
 * limit the client is sending far more than any route takes (or too slowly): it gets the answer
 * and the connection closes under it.
 */
export const REFUSED_BODY_DRAIN = { maxBytes: 64 * 1024 * 1024, timeoutMs: 30_000 };

/**
 * Reads what is left of a request's body and throws it away; true once all of it has arrived.
 * A request already read (or without a body) is done at once.
 */
export function drainRequest(raw: IncomingMessage, limits = REFUSED_BODY_DRAIN): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFail);
      raw.off('close', onFail);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const timer = setTimeout(onFail, limits.timeoutMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onFail);
    raw.once('close', onFail);
    raw.resume();
  });
}

/**
 * A request refused before its body was read (over the body limit by its Content-Length, a
 * multipart file past its limit, a 401 or 404 on an upload) is answered only once the rest of
 * the body has been read. Fastify closes the connection after a body it could not parse: had the
 * client still been sending, its next bytes would meet a closed socket, the kernel would reset
 * the connection, and a client that reads after it writes (curl, fetch) would get EPIPE or
 * ECONNRESET instead of the Thai answer.
 */
export function registerRefusedBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !request.raw.complete) {
      const whole = await drainRequest(request.raw);
      if (!whole) reply.header('connection', 'close');
    }
    return payload;
  });
}
