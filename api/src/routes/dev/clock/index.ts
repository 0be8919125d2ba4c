import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';

const ClockSchema = z.object({ now: z.iso.datetime({ offset: true }), offset_ms: z.number() });

/**
 * Development only (never loaded in production): reads and moves the API's clock, so the e2e
 * suite sees a scheduled campaign go live and off. `PUT {now}` moves it, `DELETE` puts it back.
 */
const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => {
    if (!app.devClock) throw new HttpError(404, 'ไม่พบหน้าที่ต้องการ');
    return app.devClock;
  };
  const answer = () => ({ data: { now: toBangkokIso(app.now()), offset_ms: clock().offsetMs() } });
  const response = { 200: dataEnvelope(ClockSchema), 400: ApiErrorSchema, 404: ApiErrorSchema };

  app.get('/', { schema: { response } }, async () => answer());
  app.put(
    '/',
    { schema: { body: z.object({ now: z.iso.datetime({ offset: true }) }), response } },
    async (request) => {
      clock().moveTo(new Date(request.body.now));
      return answer();
    },
  );
  app.delete('/', { schema: { response } }, async () => {
    clock().reset();
    return answer();
  });
};

export default devClockRoutes;
