import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { StoreListQuerySchema, StoreSummarySchema } from '@chokdee/shared-contract/schemas/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableCounts } from '#api/lottery-sales/store-availability';
import { isStoreOpen, toStoreSummary } from '#api/lottery-sales/store-view';
import { requestOrigin } from '#api/lib/request-origin';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import { findSalePrices, listStores } from '#api/lottery-sales/stores-repository';

/** `/dealers`: a page of stores to choose from; open to visitors. */
const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: StoreListQuerySchema,
        response: { 200: pageEnvelope(StoreSummarySchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const now = app.now();
      const [{ rows, total }, draw] = await Promise.all([
        listStores(app.db, query),
        findCurrentDraw(app.db, now),
      ]);
      const ids = rows.map((row) => row.store.id);
      const [prices, counts] = await Promise.all([
        findSalePrices(app.db, ids),
        availableCounts(app.db, draw?.id, ids, now),
      ]);
      const origin = requestOrigin(request);
      return {
        data: rows.map((row) =>
          toStoreSummary(row, {
            origin,
            open: isStoreOpen(row.store, draw, now),
            availableCount: counts.get(row.store.id) ?? 0,
            prices: prices.get(row.store.id) ?? [],
          }),
        ),
        meta: {
          page: query.page,
          per_page: query.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
      };
    },
  );
};

export default storesRoutes;
