import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  TicketSearchQuerySchema,
  TicketSearchResultSchema,
} from '@chokdee/shared-contract/schemas/ticket-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planSearch } from '#api/lottery-sales/search-plan';
import { requireStore } from '#api/lottery-sales/store-info';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import { ticketSearchAnswer } from '#api/lottery-sales/ticket-search-answer';
import { findStoresNotSelling, searchTickets } from '#api/lottery-sales/ticket-search-repository';

/**
 * Number search in the current draw (`/lotteries/search-results`, `/dealers/{userRef}`): the free
 * tickets matching a pattern like `__12__`, grouped by number and store, in number order.
 * `store` (a store code or dealer ref) keeps one store; without it, every store selling now.
 */
const lotterySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: TicketSearchQuerySchema,
        response: { 200: TicketSearchResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { pattern, store, limit } = request.query;
      const now = app.now();
      // Side by side (on a server: separate connections), then the search itself.
      const [draw, named, excludedStoreIds] = await Promise.all([
        findCurrentDraw(app.db, now),
        store === undefined ? undefined : requireStore(app.db, store),
        store === undefined ? findStoresNotSelling(app.db) : [],
      ]);
      if (!draw) throw new HttpError(404, MESSAGES.noCurrentDraw);
      const page = await searchTickets(app.db, {
        drawId: draw.id,
        plan: planSearch(pattern),
        now,
        limit,
        storeId: named?.store.id,
        excludedStoreIds,
      });
      return ticketSearchAnswer(page, draw.draw_date, pattern);
    },
  );
};

export default lotterySearchRoutes;
