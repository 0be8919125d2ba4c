import type { FastifyInstance } from 'fastify';
import { HttpError } from '#api/lib/http-error';

/** A 429 that tells the client how long to wait. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Adds `Retry-After` to this plugin's 429 answers (the shared error handler writes the body). */
export function addRetryAfterHeader(app: FastifyInstance) {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
