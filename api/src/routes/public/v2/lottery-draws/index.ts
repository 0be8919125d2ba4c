import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { LotteryDrawListQuerySchema, LotteryDrawSchema } from '@chokdee/shared-contract/schemas/lottery-draw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { sharedCache } from '#api/lib/shared-cache';
import { MESSAGES } from '#api/lib/messages';
import { findCurrentDraw, listDraws, toLotteryDraw } from '#api/results/lottery-draws-repository';

/**
 * Spec §7: GET /public/v2/lottery-draws and /current (the draw on sale, or the next to open). The
 * same for every caller, so a shared cache may keep them briefly.
 */
const lotteryDrawsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: LotteryDrawListQuerySchema,
        response: { 200: dataEnvelope(z.array(LotteryDrawSchema)), 400: ApiErrorSchema },
      },
      onSend: sharedCache(),
    },
    async (request) => {
      const rows = await listDraws(app.db, request.query, app.now());
      return { data: rows.map(toLotteryDraw) };
    },
  );

  app.get(
    '/current',
    {
      schema: { response: { 200: dataEnvelope(LotteryDrawSchema), 404: ApiErrorSchema } },
      onSend: sharedCache(),
    },
    async () => {
      const row = await findCurrentDraw(app.db, app.now());
      if (!row) throw new HttpError(404, MESSAGES.noCurrentDraw);
      return { data: toLotteryDraw(row) };
    },
  );
};

export default lotteryDrawsRoutes;
