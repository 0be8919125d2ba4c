import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { TicketSearchResultSchema } from '@chokdee/shared-contract/schemas/ticket-search';
import { TruckTicketSearchQuerySchema } from '@chokdee/shared-contract/schemas/truck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';
import { planSearch } from '#api/lottery-sales/search-plan';
import { ticketSearchAnswer } from '#api/lottery-sales/ticket-search-answer';
import { searchTickets } from '#api/lottery-sales/ticket-search-repository';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import { operatorSession } from '#api/truck/operator-only';

/** The store search, always in the operator's own store (the POS picks from its inventory). */
const truckTicketSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: TruckTicketSearchQuerySchema,
        response: {
          200: TicketSearchResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { pattern, limit } = request.query;
      const now = app.now();
      const session = operatorSession(request);
      const draw = await findCurrentDraw(app.db, now);
      if (!draw) throw new HttpError(404, MESSAGES.noCurrentDraw);
      const page = await searchTickets(app.db, {
        drawId: draw.id,
        plan: planSearch(pattern),
        now,
        limit,
        storeId: session.truckStore.store_id,
      });
      return ticketSearchAnswer(page, draw.draw_date, pattern);
    },
  );
};

export default truckTicketSearchRoutes;
