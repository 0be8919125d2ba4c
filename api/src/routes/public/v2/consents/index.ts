import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { ConsentAcceptBodySchema, ConsentSchema } from '@chokdee/shared-contract/schemas/consent';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { HttpError } from '#api/lib/http-error';
import { acceptConsent, findConsentById, findLatestConsent, toConsent } from '#api/site/consents-repository';

/** Spec §4 consent modal: the latest terms, and the member accepting them. */
const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/latest',
    { schema: { response: { 200: dataEnvelope(ConsentSchema), 404: ApiErrorSchema } } },
    async () => {
      const latest = await findLatestConsent(app.db);
      if (!latest) throw new HttpError(404, AUTH_API_MESSAGES.noConsent);
      return { data: toConsent(latest) };
    },
  );

  app.post(
    '/accept',
    {
      preHandler: app.authenticate,
      schema: {
        body: ConsentAcceptBodySchema,
        response: {
          200: dataEnvelope(z.null()),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const consent = await findConsentById(app.db, request.body.consent_id);
      if (!consent) {
        throw new HttpError(422, AUTH_API_MESSAGES.consentNotFound, [
          { field: 'consent_id', message: AUTH_API_MESSAGES.consentNotFound },
        ]);
      }
      await acceptConsent(app.db, request.user.id, consent.id, app.now());
      return { data: null };
    },
  );
};

export default consentsRoutes;
