import { ApiErrorSchema, type FieldError } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  REWARD_MESSAGES,
  RedemptionSchema,
  RewardRedemptionBodySchema,
} from '@chokdee/shared-contract/schemas/reward';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { requestOrigin } from '#api/lib/request-origin';
import { buyerOnly } from '#api/plugins/buyer-only';
import { memberOnly } from '#api/plugins/member-only';
import {
  findRedemption,
  listRedemptions,
  redeemReward,
  type RedemptionFailure,
} from '#api/rewards/reward-redemptions-repository';

const CodeParamsSchema = z.object({ code: z.string().max(100) });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema } as const;

/** Why a redemption was refused → the 422 the member sees. */
const REFUSALS: Record<RedemptionFailure, { message: string; field?: string }> = {
  reward_not_found: { message: REWARD_MESSAGES.notFound, field: 'reward_code' },
  variant_required: { message: REWARD_MESSAGES.variantRequired, field: 'reward_variant_code' },
  variant_not_found: { message: REWARD_MESSAGES.variantNotFound, field: 'reward_variant_code' },
  out_of_stock: { message: REWARD_MESSAGES.outOfStock },
  not_enough_points: { message: REWARD_MESSAGES.notEnoughPoints },
};

function refused(reason: RedemptionFailure): HttpError {
  const { message, field } = REFUSALS[reason];
  const fieldErrors: FieldError[] = field ? [{ field, message }] : [];
  return new HttpError(422, message, fieldErrors);
}

const redemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.post(
    '/',
    {
      // Spending points is spending: only a member who may buy (spec §4 guards).
      onRequest: buyerOnly(app),
      schema: {
        body: RewardRedemptionBodySchema,
        response: {
          201: dataEnvelope(RedemptionSchema),
          403: ApiErrorSchema,
          422: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const result = await redeemReward(app.db, userId, request.body, app.now());
      if (!result.ok) throw refused(result.reason);
      const redemption = await findRedemption(app.db, userId, result.code, requestOrigin(request));
      if (!redemption) throw new Error(`redemption ${result.code} vanished after commit`);
      return reply.code(201).send({ data: redemption });
    },
  );

  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(RedemptionSchema)), ...errors } } },
    async (request) => ({ data: await listRedemptions(app.db, request.user.id, requestOrigin(request)) }),
  );

  app.get(
    '/:code',
    {
      schema: {
        params: CodeParamsSchema,
        response: { 200: dataEnvelope(RedemptionSchema), 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findRedemption(
        app.db,
        request.user.id,
        request.params.code,
        requestOrigin(request),
      );
      if (!found) throw new HttpError(404, REWARD_MESSAGES.redemptionNotFound);
      return { data: found };
    },
  );
};

export default redemptionsRoutes;
