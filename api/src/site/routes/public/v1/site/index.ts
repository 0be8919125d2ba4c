import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sharedCache } from '#api/lib/shared-cache';
import { announcementImage } from '#api/site/page-head/announcement-image';
import { renderPageHead } from '#api/site/page-head/page-head-html';
import { resolvePageHead } from '#api/site/page-head/resolve-page-head';
import { renderRobotsTxt } from '#api/site/sitemap/robots-txt';
import { listSitemapEntries } from '#api/site/sitemap/sitemap-entries';
import { renderSitemap } from '#api/site/sitemap/sitemap-xml';

/** Crawlers read both for an hour; a new draw or store reaches them within that. */
const CACHE_CONTROL = 'public, max-age=3600';

const PageHeadQuerySchema = z.object({
  path: z
    .string({ error: 'กรุณาระบุหน้าเว็บ' })
    .startsWith('/', { error: 'หน้าเว็บต้องขึ้นต้นด้วย /' })
    .max(1024, { error: 'ที่อยู่หน้าเว็บยาวเกินไป' }),
});

/**
 * `/public/v1/site/sitemap.xml` and `/public/v1/site/robots.txt`: the site's origin answers
 * `/sitemap.xml` and `/robots.txt` with these (scripts/serve-static.ts, deploy/nginx). Every URL
 * starts with SITE_URL, never the request's Host header: the answers are cached publicly.
 *
 * `/public/v1/site/page-head?path=`: the `<head>` elements of one page of the site (title,
 * description, canonical URL, link-preview tags, JSON-LD), which the site's origin writes into
 * the page's HTML.
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
  // The site's origin asks for a page's head on every page view; nginx keeps it briefly.
  app.get(
    '/page-head',
    { schema: { querystring: PageHeadQuerySchema }, onSend: sharedCache() },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0] ?? '/';
      const urls = { siteUrl: app.config.siteUrl, apiUrl: app.config.publicApiUrl };
      const [head, preloadImage] = await Promise.all([
        resolvePageHead(app.db, safeDecode(path), app.now(), urls),
        announcementImage(app.db, app.now(), urls.apiUrl),
      ]);
      const html = renderPageHead({ ...head, preloadImage }, urls);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export default siteFileRoutes;
