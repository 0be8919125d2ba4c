import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { IdTextSchema } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { optionalUser } from '#api/plugins/authenticate';
import { pictureBytes } from '#api/pray/pictures';
import { PUBLIC_STATUSES } from '#api/pray/project-store';

const Params = z.object({
  id: IdTextSchema,
  size: z.enum(['web', 'thumb']),
});

/**
 * `/public/v1/pray/pictures/{id}/{web|thumb}`: WebP bytes made by sharp at upload. A public
 * project's pictures are cached for a day (they never change: a new upload is a new id); a draft's
 * only reach its owner.
 */
const prayPicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/:size', { schema: { params: Params } }, async (request, reply) => {
    const found = await pictureBytes(app.db, request.params.id, request.params.size);
    const notFound = new HttpError(404, PRAY_MESSAGES.notFound);
    if (!found) throw notFound;
    if (PUBLIC_STATUSES.includes(found.status)) {
      reply.header('cache-control', 'public, max-age=86400, immutable');
    } else {
      const viewer = await optionalUser(app, request);
      if (viewer?.id !== found.owner_id) throw notFound;
      reply.header('cache-control', 'private, no-store');
    }
    // Another site may show the picture (a LINE or Facebook preview fetches it); helmet's default is same-origin.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.type('image/webp').send(found.data);
  });
};

export default prayPicturesRoutes;
