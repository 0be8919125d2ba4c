import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  CookieConsentBodySchema,
  CookieConsentRecordSchema,
} from '@chokdee/shared-contract/schemas/cookie-consent';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { hashIp } from '#api/lib/ip-hash';
import { MESSAGES } from '#api/lib/messages';
import { optionalUser } from '#api/plugins/authenticate';
import { perIpRateLimit } from '#api/plugins/per-ip-rate-limit';
import { insertCookieConsent } from '#api/site/cookie-consents-repository';

/** A browser's user agent is only context for the audit trail: the first 300 characters do. */
const USER_AGENT_MAX = 300;

/**
 * PDPA: the visitor's cookie choice, recorded with the time and the policy versions it was given
 * under. Open to visitors; a member's live token links the record to them, and a stale or bad
 * token only makes it anonymous (a consent must never be lost to an expired session).
 */
const cookieConsentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: perIpRateLimit(
        app.config.siteForms.cookieConsentsPerIpPerMin,
        60_000,
        MESSAGES.cookieConsentTooMany,
      ),
      schema: {
        body: CookieConsentBodySchema,
        response: { 201: dataEnvelope(CookieConsentRecordSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(app, request);
      const saved = await insertCookieConsent(app.db, {
        ...request.body,
        user_id: user?.id ?? null,
        ip_hash: hashIp(app.config.siteForms.ipHashSecret, request.ip),
        user_agent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
        recorded_at: app.now(),
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: { id: saved.id, recorded_at: toBangkokIso(saved.recorded_at) } });
    },
  );
};

export default cookieConsentsRoutes;
