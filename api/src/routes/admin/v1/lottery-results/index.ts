import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { GloAnswerError } from '#api/results/glo-answer';
import { GloUnavailableError, ImportReportSchema, importLatestGloResult } from '#api/results/glo-importer';

export const IMPORT_MESSAGES = {
  unavailable: 'ไม่สามารถติดต่อสำนักงานสลากกินแบ่งรัฐบาลได้ กรุณาลองใหม่ภายหลัง',
  badAnswer: 'ผลรางวัลจากสำนักงานสลากกินแบ่งรัฐบาลยังไม่ครบหรืออ่านไม่ได้',
} as const;

/** Runs the GLO results importer now (the schedule does it every 15 minutes after a draw). */
const adminLotteryResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import',
    {
      schema: {
        response: {
          200: dataEnvelope(ImportReportSchema),
          401: ApiErrorSchema,
          502: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      try {
        const report = await importLatestGloResult(app.db, {
          url: app.config.gloResultsUrl,
          now: app.now(),
          log: request.log,
          limits: app.config.databaseLimits.maintenance,
          winNotices: 'after-answer',
        });
        return { data: report };
      } catch (error) {
        // GLO down or answering half a table: a 502 that says so, details in the log.
        if (error instanceof GloUnavailableError || error instanceof GloAnswerError) {
          request.log.warn({ err: error }, 'GLO results import failed');
          throw new HttpError(
            502,
            error instanceof GloAnswerError ? IMPORT_MESSAGES.badAnswer : IMPORT_MESSAGES.unavailable,
          );
        }
        throw error;
      }
    },
  );
};

export default adminLotteryResultsRoutes;
