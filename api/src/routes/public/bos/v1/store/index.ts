import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { StoreInfoSchema, StorePixelSettingSchema } from '@chokdee/shared-contract/schemas/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadStoreInfo, requireStore } from '#api/lottery-sales/store-info';
import { STORE_MESSAGES } from '#api/lottery-sales/store-messages';
import { toPixelSetting } from '#api/lottery-sales/store-view';
import { HttpError } from '#api/lib/http-error';
import { requestOrigin } from '#api/lib/request-origin';

/** Any text is a code to look up: an odd one is simply not found (404), not a bad request. */
const CodeParamsSchema = z.object({ code: z.string().max(100) });

/** Spec §7 `?includes=user,cover,…`: accepted and ignored, everything is always included. */
const IncludesQuerySchema = z.object({ includes: z.string().max(500).optional() });

const StoreHeadersSchema = z.object({
  'x-store-code': z.string().trim().max(100).optional(),
  'x-user-ref': z.string().trim().max(100).optional(),
});

const StoreInfoEnvelope = dataEnvelope(StoreInfoSchema);
const storeInfoResponses = { 200: StoreInfoEnvelope, 400: ApiErrorSchema, 404: ApiErrorSchema };

/** Spec §7 Store: one store's page data, by header or by code (or dealer ref) in the path. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { headers: StoreHeadersSchema, querystring: IncludesQuerySchema, response: storeInfoResponses },
    },
    async (request) => {
      const code = request.headers['x-store-code'] || request.headers['x-user-ref'];
      if (!code) {
        throw new HttpError(400, STORE_MESSAGES.storeRequired, [
          { field: 'x-store-code', message: STORE_MESSAGES.storeRequired },
        ]);
      }
      return { data: await loadStoreInfo(app.db, code, { now: app.now(), origin: requestOrigin(request) }) };
    },
  );

  app.get(
    '/:code',
    { schema: { params: CodeParamsSchema, querystring: IncludesQuerySchema, response: storeInfoResponses } },
    async (request) => ({
      data: await loadStoreInfo(app.db, request.params.code, {
        now: app.now(),
        origin: requestOrigin(request),
      }),
    }),
  );

  app.get(
    '/:code/setting',
    {
      schema: {
        params: CodeParamsSchema,
        response: { 200: dataEnvelope(StorePixelSettingSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ data: toPixelSetting((await requireStore(app.db, request.params.code)).store) }),
  );
};

export default storeRoutes;
