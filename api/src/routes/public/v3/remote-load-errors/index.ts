import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { RemoteLoadErrorBodySchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TooManyRequestsError, addRetryAfterHeader } from '#api/auth/too-many-requests';
import { countLoadError } from '#api/catalog/load-errors-repository';
import { RELEASE_MESSAGES } from '#api/catalog/release-messages';
import { HttpError } from '#api/lib/http-error';
import { takeAttempt } from '#api/limits/rate-limit-counters-repository';

/** One browser reports at most this many failed loads a minute (a page has a handful of remotes). */
export const LOAD_ERROR_REPORTS = { tries: 30, windowMs: 60 * 1000 } as const;

/**
 * The shell's beacon (`navigator.sendBeacon`) when a remote could not be loaded: counted per
 * remote and version, so the console shows which release fails. Only registered versions count.
 */
const remoteLoadErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);
  // sendBeacon posts a Blob; the shell sends it as text/plain (no CORS preflight): parse it as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, RELEASE_MESSAGES.unknownVersion), undefined);
    }
  });

  app.post(
    '/',
    {
      bodyLimit: 1024,
      schema: {
        body: RemoteLoadErrorBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const attempt = await takeAttempt(
        app.db,
        [
          {
            key: `remote-load-errors:${request.ip}`,
            limit: LOAD_ERROR_REPORTS.tries,
            windowMs: LOAD_ERROR_REPORTS.windowMs,
          },
        ],
        now,
      );
      if (!attempt.allowed)
        throw new TooManyRequestsError(RELEASE_MESSAGES.reportsThrottled, attempt.retryAfterSeconds);
      const counted = await countLoadError(app.db, request.body.remote, request.body.version, now);
      if (!counted) throw new HttpError(404, RELEASE_MESSAGES.unknownVersion);
      return reply.code(204).send(null);
    },
  );
};

export default remoteLoadErrorRoutes;
