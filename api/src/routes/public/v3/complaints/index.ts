import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  COMPLAINT_MESSAGES,
  ComplaintBodySchema,
  ComplaintReceiptSchema,
} from '@chokdee/shared-contract/schemas/complaint';
import {
  COMPLAINT_INBOX_MESSAGES,
  ComplaintCodeSchema,
  ComplaintStatusViewSchema,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { hashIp } from '#api/lib/ip-hash';
import { optionalUser } from '#api/plugins/authenticate';
import { perIpRateLimit } from '#api/plugins/per-ip-rate-limit';
import { insertComplaint } from '#api/site/complaints-repository';
import { complaintStatusView } from '#api/site/complaint-status';
import { findComplaintByCode } from '#api/site/complaint-inbox';
import { HttpError } from '#api/lib/http-error';
import { z } from 'zod';
import { complaintCode } from './complaint-code';

const TEN_MINUTES_MS = 10 * 60 * 1000;
const ONE_MINUTE_MS = 60 * 1000;
/** Lookups per IP per minute: plenty for a filer checking back, too few to walk the codes. */
const LOOKUPS_PER_MINUTE = 20;

/**
 * The /complain form. Visitors and members may both send it (a member's live token links it to
 * them); a few per IP in ten minutes. Its code then shows where it stands.
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

  // The code is the key: whoever holds it sees where the complaint stands and the answer, and
  // nothing of who filed it.
  app.get(
    '/:code',
    {
      config: perIpRateLimit(LOOKUPS_PER_MINUTE, ONE_MINUTE_MS, COMPLAINT_INBOX_MESSAGES.tooManyLookups),
      schema: {
        params: z.object({ code: ComplaintCodeSchema }),
        response: {
          200: dataEnvelope(ComplaintStatusViewSchema),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await findComplaintByCode(app.db, request.params.code);
      if (!row) throw new HttpError(404, COMPLAINT_INBOX_MESSAGES.lookupNotFound);
      reply.header('cache-control', 'no-store');
      return { data: complaintStatusView(row) };
    },
  );
};

export default complaintsRoutes;
