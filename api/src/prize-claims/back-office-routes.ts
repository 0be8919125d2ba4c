import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  DealerPrizeClaimSchema,
  PrizeClaimListQuerySchema,
  PrizeClaimStepBodySchema,
  PrizeClaimStatusSchema,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { IsoDateSchema } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bangkokDate } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { SLIP_MULTIPART_LIMITS } from '#api/payments/slip-form';
import { ClaimIdParamsSchema, claimIdOf } from './claim-params';
import { stepClaim } from './claim-steps';
import { toDealerPrizeClaim } from './claim-view';
import { claimsCsv } from './claims-csv';
import { sendCsv } from '#api/lib/csv-download';
import { findClaim, listClaims, type ClaimScope } from './claims-repository';
import { payClaim, sendPayoutSlip } from './payout-slip';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';

export const BACK_OFFICE_ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;

const ExportQuerySchema = z.object({
  status: z.optional(PrizeClaimStatusSchema),
  draw_date: z.optional(IsoDateSchema),
});
const one = dataEnvelope(DealerPrizeClaimSchema);

/** Whose claims a back-office request works on: the dealer's store, or every store (payout staff). */
export type ScopeOf = (request: FastifyRequest) => ClaimScope;

async function loadOne(app: FastifyInstance, id: number, scope: ClaimScope) {
  const row = await findClaim(app.db, id, scope);
  if (!row) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.claimNotFound);
  return toDealerPrizeClaim(row);
}

/**
 * The claims back office, one implementation under two URL trees: the dealer's
 * (`/public/bos/v1/dealer/prize-claims`, their store) and the payout staff's
 * (`/admin/v1/prize-claims`, every store). List, CSV export, the payout slip, the steps and the
 * payout itself. Multipart is parsed only in this plugin.
 */
export function backOfficeClaimRoutes(scopeOf: ScopeOf): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: SLIP_MULTIPART_LIMITS });

    app.get(
      '/',
      {
        schema: {
          querystring: PrizeClaimListQuerySchema,
          response: { 200: pageEnvelope(DealerPrizeClaimSchema), ...BACK_OFFICE_ERRORS },
        },
      },
      async (request) => {
        const { rows, meta } = await listClaims(app.db, scopeOf(request), request.query);
        return { data: rows.map(toDealerPrizeClaim), meta };
      },
    );

    app.get(
      '/export',
      { schema: { querystring: ExportQuerySchema, response: BACK_OFFICE_ERRORS } },
      async (request, reply) =>
        sendCsv(
          reply,
          `prize-claims-${bangkokDate(app.now())}.csv`,
          claimsCsv(app.db, scopeOf(request), request.query),
        ),
    );

    app.get(
      '/:id/payout-slip',
      { schema: { params: ClaimIdParamsSchema, response: BACK_OFFICE_ERRORS } },
      async (request, reply) => {
        const row = await findClaim(app.db, claimIdOf(request.params.id), scopeOf(request));
        if (!row) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.claimNotFound);
        return sendPayoutSlip(reply, row, app.config.slipsDir);
      },
    );

    app.post(
      '/:id/steps',
      {
        schema: {
          params: ClaimIdParamsSchema,
          body: PrizeClaimStepBodySchema,
          response: { 200: one, ...BACK_OFFICE_ERRORS },
        },
      },
      async (request) => {
        const id = claimIdOf(request.params.id);
        const scope = scopeOf(request);
        const moved = await stepClaim(app.db, { id, scope, step: request.body, now: app.now() });
        request.audit.record({ targetId: id, after: { status: moved.status } });
        return { data: await loadOne(app, id, scope) };
      },
    );

    app.post(
      '/:id/payout',
      { schema: { params: ClaimIdParamsSchema, response: { 200: one, ...BACK_OFFICE_ERRORS } } },
      async (request) => {
        const id = claimIdOf(request.params.id);
        const scope = scopeOf(request);
        // Someone else's claim is not found, and a claim not ready is refused, before any file is kept.
        const before = await loadOne(app, id, scope);
        if (before.status !== 'checking' || before.kind !== 'transfer')
          throw new HttpError(409, PRIZE_CLAIM_MESSAGES.payoutOnlyTransfer);
        await payClaim(app.db, request, { id, scope, slipsDir: app.config.slipsDir, now: app.now() });
        request.audit.record({ targetId: id, before: { status: before.status }, after: { status: 'paid' } });
        return { data: await loadOne(app, id, scope) };
      },
    );
  };
}
