import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';
import { findUnsafeText } from '#api/lib/unsafe-text';

/** 400 in the spec §8 shape naming the field, if any part holds unsafe text. */
export function rejectUnsafeText(parts: Record<string, unknown>): void {
  for (const [root, value] of Object.entries(parts)) {
    const problem = findUnsafeText(value, root);
    if (problem) throw new HttpError(400, MESSAGES.invalidInput, [problem]);
  }
}

/**
 * Text no person types (NUL, other C0 controls, half a surrogate pair, absurd nesting) never
 * reaches a handler, a repository or PostgreSQL, on every route present and future: the URL's
 * parts and the headers are checked as soon as the route is known (`onRequest`, before any route
 * hook such as the token check or a rate limit runs a query), the body once it is parsed
 * (`preValidation`). Multipart fields, read inside handlers, go through `rejectUnsafeText` too.
 */
export function registerUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    rejectUnsafeText({ params: request.params, query: request.query, headers: request.headers });
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    rejectUnsafeText({ body: request.body });
  });
}
