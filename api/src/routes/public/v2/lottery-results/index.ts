import { z } from 'zod';
import { ApiErrorSchema } from '@chokdee/shared-kernel/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-kernel/schemas/envelope';
import {
  LotteryResultListQuerySchema,
  LotteryResultSchema,
  LotteryResultSettingsSchema,
} from '@chokdee/shared-kernel/schemas/lottery-result';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDate } from '#api/lib/calendar-date';
import { BANGKOK_TIMEZONE } from '#api/lib/bangkok-time';
import { listResults, toLotteryResult } from '#api/results/lottery-results-repository';
import { DRAW_DAYS_OF_MONTH } from '#api/lib/draw-schedule';
import { PRIZE_TIERS } from '@chokdee/shared-kernel/rules/prize';

/** The kernel's query, with `draw_date` also checked to be a real day (2026-13-45 is a 400). */
const QuerySchema = z.object({
  ...LotteryResultListQuerySchema.shape,
  draw_date: z.optional(calendarDate()),
});

/** Spec §7: GET /public/v2/lottery-results (paged, newest first) and /settings. */
const lotteryResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: QuerySchema,
        response: { 200: pageEnvelope(LotteryResultSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const page = await listResults(app.db, request.query);
      return { data: page.rows.map(toLotteryResult), meta: page.meta };
    },
  );

  app.get(
    '/settings',
    { schema: { response: { 200: dataEnvelope(LotteryResultSettingsSchema) } } },
    async () => ({
      data: { prize_tiers: [...PRIZE_TIERS], draw_days: [...DRAW_DAYS_OF_MONTH], timezone: BANGKOK_TIMEZONE },
    }),
  );
};

export default lotteryResultsRoutes;
