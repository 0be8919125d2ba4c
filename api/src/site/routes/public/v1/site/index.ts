import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderRobotsTxt } from '#api/site/sitemap/robots-txt';
import { listSitemapEntries } from '#api/site/sitemap/sitemap-entries';
import { renderSitemap } from '#api/site/sitemap/sitemap-xml';

/** Crawlers read both for an hour; a new draw or store reaches them within that. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * `/public/v1/site/sitemap.xml` and `/public/v1/site/robots.txt`: the site's origin answers
 * `/sitemap.xml` and `/robots.txt` with these (scripts/serve-static.ts, deploy/nginx). Every URL
 * starts with SITE_URL, never the request's Host header: the answers are cached publicly.
 */
const siteFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await listSitemapEntries(app.db, app.now());
    reply.header('cache-control', CACHE_CONTROL);
    return reply.type('application/xml; charset=utf-8').send(renderSitemap(app.config.siteUrl, entries));
  });
  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return reply.type('text/plain; charset=utf-8').send(renderRobotsTxt(app.config.siteUrl));
  });
};

export default siteFileRoutes;
