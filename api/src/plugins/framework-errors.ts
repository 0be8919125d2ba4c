import type { FastifyHttpOptions, FastifyInstance, FastifyReply } from 'fastify';
import type { Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';

const errorBody = (status: number, message: string) => JSON.stringify({ message, errors: [], status });

/** An answer written straight to the socket, for requests Node refuses before Fastify sees them. */
function writeRaw(socket: Socket, status: number, message: string): void {
  const body = errorBody(status, message);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Node's HTTP parser refuses some requests before any route, hook or error handler runs: headers
 * or a URL over 16 KB (431), a malformed request line, a bad or empty `Content-Length`, both
 * `Content-Length` and `Transfer-Encoding`, broken chunks (400), a request that never finishes
 * (408). Fastify's default answers them in English (`{"error":"Bad Request","message":"Client
 * Error"}`); ours keeps the spec §8 shape in Thai.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') writeRaw(socket, 431, MESSAGES.headersTooLarge);
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') writeRaw(socket, 408, MESSAGES.requestTimeout);
  else writeRaw(socket, 400, MESSAGES.badRequest);
  socket.destroySoon();
}

/**
 * Fastify options for every refusal that happens outside the routes: the router's (a path
 * segment over its 100 characters → 414, a malformed URL → 400) and Node's (above). Node's own
 * bodyless 400 for an HTTP/1.1 request without `Host` is turned off here and answered by
 * `registerHostCheck` instead.
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
    void (reply as FastifyReply).code(status).send({ message: MESSAGES.badRequest, errors: [], status });
  },
  clientErrorHandler,
  http: { requireHostHeader: false },
} satisfies Pick<FastifyHttpOptions<Server>, 'frameworkErrors' | 'clientErrorHandler' | 'http'>;

/**
 * An HTTP/1.1 request must name its host (RFC 9112 §3.2); links the API writes use it. A CONNECT
 * (a proxy tunnel) is answered 405 rather than the socket being dropped without a word, and an
 * `Expect` other than `100-continue` 417 in the shape rather than Node's empty answer.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw new HttpError(400, MESSAGES.hostRequired, [{ field: 'host', message: MESSAGES.hostRequired }]);
    }
  });
  app.server.on('connect', (_request, socket: Socket) => writeRaw(socket, 405, MESSAGES.methodNotAllowed));
  app.server.on('checkExpectation', (_request, response: ServerResponse) => {
    const body = errorBody(417, MESSAGES.expectationFailed);
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}
