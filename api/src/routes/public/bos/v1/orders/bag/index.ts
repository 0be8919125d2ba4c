import { ApiErrorSchema } from '@chokdee/shared-kernel/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-kernel/schemas/envelope';
import { SafeDrawSchema, SafeQuerySchema, WinHistorySchema } from '@chokdee/shared-kernel/schemas/safe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSafe } from '#api/lottery-sales/order-safe';
import { isCalendarDate } from '#api/lib/bangkok-time';
import { MESSAGES } from '#api/lib/messages';
import { memberOnly } from '#api/plugins/member-only';
import { winHistory } from '#api/results/win-history';

/** `?draw_date=YYYY-MM-DD` must name a real day (2026-02-30 is a 400, not an empty safe). */
const QuerySchema = SafeQuerySchema.extend({
  draw_date: SafeQuerySchema.shape.draw_date.check(
    z.refine((value) => value === undefined || isCalendarDate(value), MESSAGES.invalidDate),
  ),
});
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema } as const;

/** Spec §7 `/orders/bag`: the member's safe (tickets of confirmed orders) and their wins. */
const bagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/',
    {
      schema: {
        querystring: QuerySchema,
        response: { 200: dataEnvelope(z.array(SafeDrawSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listSafe(app.db, request.user.id, request.query.draw_date) }),
  );

  app.get(
    '/win-lotteries',
    { schema: { querystring: QuerySchema, response: { 200: WinHistorySchema, ...errors } } },
    async (request) => winHistory(app.db, request.user.id, request.query.draw_date),
  );
};

export default bagRoutes;
