import type { ApiError, FieldError } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseRefusal } from '#api/lib/database-unavailable';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';
import { sendServiceUnavailable } from '#api/lib/service-unavailable';

/** Fastify's own 4xx errors (body parsing, media type…) get a Thai message instead of its English one. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
};

const STATUS_MESSAGES: Record<number, string> = {
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

/** `/routes/0/path` → `routes.0.path`; an issue on the whole part is named after the part (`body`). */
function fieldOf(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'request';
}

function body(status: number, message: string, errors: FieldError[] = [], code?: string): ApiError {
  return code === undefined ? { message, errors, status } : { message, errors, status, code };
}

/**
 * Spec §8: every error is `{ message, errors, status }` in Thai. Bad input is a 4xx with the
 * offending fields; a database that cannot be reached, or one whose wait limits were hit, is a 503
 * with `Retry-After` (nothing was committed: try again later); anything else is a 500. The details of both go to the log, never to the client.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, error.validationContext),
        message: issue.message ?? MESSAGES.invalidInput,
      }));
      return reply.code(400).send(body(400, MESSAGES.invalidInput, errors));
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'request refused');
      return reply
        .code(error.statusCode)
        .send(body(error.statusCode, error.message, error.errors, error.code));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CODES[error.code] ?? STATUS_MESSAGES[status] ?? MESSAGES.badRequest;
      return reply.code(status).send(body(status, message));
    }
    const refusal = databaseRefusal(error);
    if (refusal === 'busy') {
      request.log.warn({ err: error }, 'database busy: a wait limit was reached');
      return sendServiceUnavailable(reply, MESSAGES.databaseBusy, 2);
    }
    if (refusal === 'unavailable') {
      request.log.error({ err: error }, 'database unavailable');
      return sendServiceUnavailable(reply, MESSAGES.databaseUnavailable, 5);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, MESSAGES.serverError));
  });
}
