import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { IdTextSchema } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { pictureBytes } from '#api/pray/pictures';

const Params = z.object({
  id: IdTextSchema,
  size: z.enum(['web', 'thumb']),
});

/**
 * `/admin/v1/pray/pictures/{id}/{web|thumb}` behind the staff token: a project under review shows
 * its pictures to staff too (the public path serves them to the owner only).
 */
const adminPrayPicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/:size', { schema: { params: Params } }, async (request, reply) => {
    const found = await pictureBytes(app.db, request.params.id, request.params.size);
    if (!found) throw new HttpError(404, PRAY_MESSAGES.notFound);
    reply.header('cache-control', 'private, no-store');
    return reply.type('image/webp').send(found.data);
  });
};

export default adminPrayPicturesRoutes;
