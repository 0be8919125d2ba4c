import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  NoticePreferencesBodySchema,
  NoticePreferencesSchema,
} from '@chokdee/shared-contract/schemas/notice-preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticePreferences, saveNoticeChoices } from '#api/notices/delivery/notice-preferences';
import { memberOnly } from '#api/plugins/member-only';

/**
 * The member's notice channels and switches: `GET /public/v1/notice-preferences`, and `PUT` with
 * the switches changed (answers the whole state again).
 */
const noticePreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/',
    { schema: { response: { 200: NoticePreferencesSchema, 401: ApiErrorSchema } } },
    async (request) => noticePreferences(app.db, app.noticeChannels, request.user.id),
  );

  app.put(
    '/',
    {
      schema: {
        body: NoticePreferencesBodySchema,
        response: { 200: NoticePreferencesSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await saveNoticeChoices(app.db, request.user.id, request.body.choices);
      return noticePreferences(app.db, app.noticeChannels, request.user.id);
    },
  );
};

export default noticePreferencesRoutes;
