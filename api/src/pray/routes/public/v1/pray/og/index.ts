import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { renderOgPage } from '#api/pray/og-page';
import { findProjectBySlug, isPublic, toProject } from '#api/pray/project-store';

/**
 * `/public/v1/pray/og/{slug}`: the link the share buttons send. Crawlers (LINE, Facebook, X) read
 * its Open Graph tags; a person is sent on to `/ขอพร/{slug}` at once. Served by the API because
 * only it knows the project, and no crawler user-agent list has to be kept at the static server.
 */
const prayOgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:slug',
    { schema: { params: z.object({ slug: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const row = await findProjectBySlug(app.db, request.params.slug);
      if (!row || !isPublic(row)) throw new HttpError(404, PRAY_MESSAGES.notFound);
      const project = await toProject(app.db, row, null);
      // The API's own policy sandboxes answers, which would stop the refresh: this page allows
      // no script either, only its redirect.
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('cache-control', 'public, max-age=300');
      return (
        reply
          .type('text/html; charset=utf-8')
          // Both from the configuration: this answer is cached publicly, so nothing in it may come
          // from the request's Host header (a forged one would poison every crawler's copy).
          .send(renderOgPage(project, { site: app.config.siteUrl, api: app.config.publicApiUrl }))
      );
    },
  );
};

export default prayOgRoutes;
