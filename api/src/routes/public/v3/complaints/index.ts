import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  COMPLAINT_MESSAGES,
  ComplaintBodySchema,
  ComplaintReceiptSchema,
} from '@chokdee/shared-contract/schemas/complaint';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { hashIp } from '#api/lib/ip-hash';
import { optionalUser } from '#api/plugins/authenticate';
import { perIpRateLimit } from '#api/plugins/per-ip-rate-limit';
import { insertComplaint } from '#api/site/complaints-repository';
import { complaintCode } from './complaint-code';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * The /complain form. Visitors and members may both send it (a member's live token links it to
 * them); a few per IP in ten minutes.
 */
const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: perIpRateLimit(
        app.config.siteForms.complaintsPerIpPer10Min,
        TEN_MINUTES_MS,
        COMPLAINT_MESSAGES.tooMany,
      ),
      schema: {
        body: ComplaintBodySchema,
        response: { 201: dataEnvelope(ComplaintReceiptSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(app, request);
      const now = app.now();
      const saved = await insertComplaint(
        app.db,
        {
          ...request.body,
          user_id: user?.id ?? null,
          ip_hash: hashIp(app.config.siteForms.ipHashSecret, request.ip),
          created_at: now,
        },
        () => complaintCode(now),
      );
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: { code: saved.code, created_at: toBangkokIso(saved.created_at) } });
    },
  );
};

export default complaintsRoutes;
