import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PrizeClaimCreateBodySchema,
  PrizeClaimListQuerySchema,
  PrizeClaimQuoteSchema,
  PrizeClaimSchema,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import { createClaim } from '#api/prize-claims/claim-create';
import { ClaimIdParamsSchema, claimIdOf } from '#api/prize-claims/claim-params';
import { quoteClaim } from '#api/prize-claims/claim-quote';
import { sendPdf } from '#api/prize-claims/send-pdf';
import { toDealerPrizeClaim, toPrizeClaim } from '#api/prize-claims/claim-view';
import { findClaim, listClaims } from '#api/prize-claims/claims-repository';
import { sendPayoutSlip } from '#api/prize-claims/payout-slip';
import { PRIZE_CLAIM_MESSAGES } from '#api/prize-claims/prize-claim-messages';
import { claimReceiptPdf } from '#api/prize-claims/receipt/claim-receipt-pdf';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;
const one = dataEnvelope(PrizeClaimSchema);
const TicketParamsSchema = z.object({ ticketId: z.string().max(40) });

/**
 * The member's prize claims (ขึ้นเงินรางวัล): what a winning ticket would pay, the claim itself,
 * their claims, one claim, the dealer's transfer slip and the receipt of a settled claim. Another
 * member's ticket or claim is not found.
 */
const prizeClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  async function loadMine(idText: string, userId: number) {
    const row = await findClaim(app.db, claimIdOf(idText), { userId });
    if (!row) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.claimNotFound);
    return row;
  }

  app.get(
    '/quote/:ticketId',
    {
      schema: {
        params: TicketParamsSchema,
        response: { 200: dataEnvelope(PrizeClaimQuoteSchema), ...errors },
      },
    },
    async (request) => {
      const ticketId = idFromText(request.params.ticketId);
      if (ticketId === null) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.notAWinner);
      return {
        data: await quoteClaim(app.db, {
          userId: request.user.id,
          ticketId,
          settings: app.config.prizeClaims,
        }),
      };
    },
  );

  app.post(
    '/',
    { schema: { body: PrizeClaimCreateBodySchema, response: { 201: one, ...errors } } },
    async (request, reply) => {
      const id = await createClaim(app.db, {
        userId: request.user.id,
        ticketId: request.body.ticket_id,
        settings: app.config.prizeClaims,
        now: app.now(),
      });
      const row = await findClaim(app.db, id, { userId: request.user.id });
      return reply.status(201).send({ data: toPrizeClaim(row!) });
    },
  );

  app.get(
    '/',
    {
      schema: {
        querystring: PrizeClaimListQuerySchema,
        response: { 200: pageEnvelope(PrizeClaimSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, meta } = await listClaims(app.db, { userId: request.user.id }, request.query);
      return { data: rows.map(toPrizeClaim), meta };
    },
  );

  app.get(
    '/:id',
    { schema: { params: ClaimIdParamsSchema, response: { 200: one, ...errors } } },
    async (request) => ({
      data: toPrizeClaim(await loadMine(request.params.id, request.user.id)),
    }),
  );

  app.get(
    '/:id/payout-slip',
    { schema: { params: ClaimIdParamsSchema, response: errors } },
    async (request, reply) =>
      sendPayoutSlip(reply, await loadMine(request.params.id, request.user.id), app.config.slipsDir),
  );

  app.get(
    '/:id/receipt',
    { schema: { params: ClaimIdParamsSchema, response: errors } },
    async (request, reply) => {
      const row = await loadMine(request.params.id, request.user.id);
      if (row.claim.status !== 'paid' && row.claim.status !== 'handed_over')
        throw new HttpError(409, PRIZE_CLAIM_MESSAGES.receiptNotReady);
      const claim = toDealerPrizeClaim(row);
      const pdf = await claimReceiptPdf({ claim, memberName: claim.member.name, now: app.now() });
      return sendPdf(reply, `receipt-${claim.code}.pdf`, pdf);
    },
  );
};

export default prizeClaimsRoutes;
