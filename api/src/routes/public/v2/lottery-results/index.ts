import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  LotteryResultListQuerySchema,
  LotteryResultSchema,
  LotteryResultSettingsSchema,
} from '@chokdee/shared-contract/schemas/lottery-result';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BANGKOK_TIMEZONE } from '#api/lib/bangkok-time';
import { sharedCache } from '#api/lib/shared-cache';
import { listResults, toLotteryResult } from '#api/results/lottery-results-repository';
import { DRAW_DAYS_OF_MONTH } from '#api/lib/draw-schedule';
import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';

/**
 * Spec §7: GET /public/v2/lottery-results (paged, newest first) and /settings. The same for every
 * caller, so a shared cache may keep them briefly (the check-lottery page reads them).
 */
const lotteryResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: LotteryResultListQuerySchema,
        response: { 200: pageEnvelope(LotteryResultSchema), 400: ApiErrorSchema },
      },
      onSend: sharedCache(),
    },
    async (request) => {
      const page = await listResults(app.db, request.query);
      return { data: page.rows.map(toLotteryResult), meta: page.meta };
    },
  );

  app.get(
    '/settings',
    { schema: { response: { 200: dataEnvelope(LotteryResultSettingsSchema) } }, onSend: sharedCache() },
    async () => ({
      data: { prize_tiers: [...PRIZE_TIERS], draw_days: [...DRAW_DAYS_OF_MONTH], timezone: BANGKOK_TIMEZONE },
    }),
  );
};

export default lotteryResultsRoutes;
