import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { NOTICE_MESSAGES } from '#api/notices/notice-messages';
import { memberOnly } from '#api/plugins/member-only';

/**
 * `GET /public/v1/notices/events`: Server-Sent Events while a member's page is open, a `notice`
 * event whenever the member has a new notice (the page then reads `/public/v1/notices`). The
 * member's token goes in the Authorization header, as for every call (the kernel reads the stream
 * with fetch). Refusals are the usual Thai JSON, before the stream starts.
 */
const noticeEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/',
    { config: { eventStream: true }, schema: { response: { 401: ApiErrorSchema, 429: ApiErrorSchema } } },
    async (request, reply) => {
      if (!app.noticeStreams.canOpen(request.ip)) throw new HttpError(429, NOTICE_MESSAGES.tooManyStreams);
      // The stream outlives the handler: headers set so far (CORS, security) are written by hand.
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        // Proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      app.noticeStreams.open(String(request.user.id), request.ip, reply.raw);
    },
  );
};

export default noticeEventsRoutes;
