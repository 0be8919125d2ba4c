import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStore } from '#api/lottery-sales/store-info';
import { STORE_MESSAGES } from '#api/lottery-sales/store-messages';
import { HttpError } from '#api/lib/http-error';

/** Any text is a code to look up: an odd one is simply not found (404), not a bad request. */
const CodeParamsSchema = z.object({ code: z.string().max(100) });

/**
 * `GET /public/bos/v1/store/{code}/stock-events`: Server-Sent Events of the store's free tickets
 * (`stock` events, kernel `StoreStockEventSchema`) while the page is open. Refusals are the usual
 * Thai JSON, before the stream starts.
 */
const stockEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { eventStream: true },
      schema: {
        params: CodeParamsSchema,
        response: { 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { store } = await requireStore(app.db, request.params.code);
      if (!app.stockStreams.canOpen(request.ip)) throw new HttpError(429, STORE_MESSAGES.tooManyStockStreams);
      // The stream outlives the handler: headers set so far (CORS, security) are written by hand.
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      app.stockStreams.open(store.code, request.ip, reply.raw);
    },
  );
};

export default stockEventsRoutes;
