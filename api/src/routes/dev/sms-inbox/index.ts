import { SmsInboxEntrySchema, SmsInboxQuerySchema } from '@chokdee/shared-contract/schemas/auth';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InboxSmsProvider } from '#api/auth/sms-provider';
import { toBangkokIso } from '#api/lib/bangkok-time';

/**
 * Development only (registered when NODE_ENV is not production): the SMS the API "sent", newest
 * first, so a developer or the e2e suite can read an OTP without a phone.
 */
const smsInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: SmsInboxQuerySchema,
        response: { 200: dataEnvelope(z.array(SmsInboxEntrySchema)) },
      },
    },
    async (request) => {
      const messages = app.sms instanceof InboxSmsProvider ? app.sms.list(request.query.tel) : [];
      return {
        data: messages.map((m) => ({
          tel: m.tel,
          message: m.message,
          code: m.code,
          sent_at: toBangkokIso(m.sent_at),
        })),
      };
    },
  );
};

export default smsInboxRoutes;
