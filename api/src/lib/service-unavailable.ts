import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyReply } from 'fastify';

/**
 * A 503 in the API's shape, with `Retry-After`: the database cannot be reached or is too busy,
 * or this process is shutting down. Nothing was done, so the client may simply try again.
 */
export function sendServiceUnavailable(
  reply: FastifyReply,
  message: string,
  retryAfterSeconds: number,
): FastifyReply {
  const body: ApiError = { message, errors: [], status: 503 };
  return reply.code(503).header('retry-after', String(retryAfterSeconds)).send(body);
}
