import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_CLOSED_PATTERN,
  parseAnnouncementClosed,
  shouldShowAnnouncement,
} from '@chokdee/shared-contract/rules/announcement-seen';
import { PUBLIC_READ_CACHE, sharedCache } from '#api/lib/shared-cache';
import { getPopupVersion, listLivePopups, toPopup } from '#api/site/popups-repository';
import { announcementImage } from '#api/site/page-head/announcement-image';
import { renderFirstAnnouncement } from '#api/site/page-head/first-announcement-html';
import { popupPictureSize } from '#api/site/page-head/popup-picture-size';
import { renderPageHead } from '#api/site/page-head/page-head-html';
import { resolvePageHead } from '#api/site/page-head/resolve-page-head';
import { renderRobotsTxt } from '#api/site/sitemap/robots-txt';
import { listSitemapEntries } from '#api/site/sitemap/sitemap-entries';
import { renderSitemap } from '#api/site/sitemap/sitemap-xml';
import { renderPageBody } from '#api/site/page-body/page-body-html';
import { remoteServerRenders } from '#api/site/page-body/remote-server-render';
import { resolvePageBody } from '#api/site/page-body/resolve-page-body';

/** Crawlers read both for an hour; a new draw or store reaches them within that. */
const CACHE_CONTROL = 'public, max-age=3600';

const PageHeadQuerySchema = z.object({
  path: z
    .string({ error: 'กรุณาระบุหน้าเว็บ' })
    .startsWith('/', { error: 'หน้าเว็บต้องขึ้นต้นด้วย /' })
    .max(1024, { error: 'ที่อยู่หน้าเว็บยาวเกินไป' }),
});

const FirstAnnouncementQuerySchema = z.object({
  // The visitor's cookie as the site's origin passed it; anything else is as if none.
  closed: z
    .string()
    .max(32, { error: 'ค่าการปิดประกาศยาวเกินไป' })
    .regex(new RegExp(`^(${ANNOUNCEMENT_CLOSED_PATTERN})?$`), { error: 'ค่าการปิดประกาศไม่ถูกต้อง' })
    .optional(),
});

/** Nothing to show is as cacheable as a slide: returning visitors ask on every page. */
const NOTHING_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_READ_CACHE.sMaxAge}, stale-while-revalidate=${PUBLIC_READ_CACHE.staleWhileRevalidate}`;

/**
 * `/public/v1/site/sitemap.xml` and `/public/v1/site/robots.txt`: the site's origin answers
 * `/sitemap.xml` and `/robots.txt` with these (scripts/serve-static.ts, deploy/nginx). Every URL
 * starts with SITE_URL, never the request's Host header: the answers are cached publicly.
 *
 * `/public/v1/site/page-head?path=`: the `<head>` elements of one page of the site (title,
 * description, canonical URL, link-preview tags, JSON-LD), which the site's origin writes into
 * the page's HTML.
 *
 * `/public/v1/site/first-announcement?closed=`: the announcement's first slide as HTML for the
 * page's body (shared-contract first-announcement.ts), or 204 when there is none live or the
 * visitor closed this version today (spec §4, the same rule as the shell's popup).
 *
 * `/public/v1/site/page-body?path=`: the page rendered as HTML by the live remote that serves it
 * (its `server/render.js`), which the site's origin writes after the shell's root for the browser
 * to hydrate; 204 when no remote renders that page on a server.
 */
const siteFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const serverPageOf = remoteServerRenders();
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
  app.get(
    '/page-body',
    { schema: { querystring: PageHeadQuerySchema }, onSend: sharedCache() },
    async (request, reply) => {
      const path = safeDecode(request.query.path.split(/[?#]/)[0] ?? '/');
      const page = await resolvePageBody({
        db: app.db,
        now: app.now(),
        path,
        url: path,
        apiUrl: `http://127.0.0.1:${app.config.port}`,
        publicApiUrl: app.config.publicApiUrl,
        shellManifestUrl: new URL('/mf-manifest.json', app.config.siteUrl).href,
        serverPageOf,
      }).catch((error: unknown) => {
        request.log.warn({ err: error, path }, 'server render failed; the browser renders the page');
        return null;
      });
      if (!page) return reply.code(204).header('cache-control', NOTHING_CACHE_CONTROL).send();
      return reply.type('text/html; charset=utf-8').send(renderPageBody(page));
    },
  );
  app.get(
    '/first-announcement',
    { schema: { querystring: FirstAnnouncementQuerySchema }, onSend: sharedCache() },
    async (request, reply) => {
      const now = app.now();
      const version = await getPopupVersion(app.db);
      const seen = parseAnnouncementClosed(request.query.closed);
      const [first] = shouldShowAnnouncement(version, seen, now) ? await listLivePopups(app.db, now) : [];
      if (!first) return reply.code(204).header('cache-control', NOTHING_CACHE_CONTROL).send();
      const size = await popupPictureSize(first.file_url);
      const html = renderFirstAnnouncement(toPopup(first, app.config.publicApiUrl), version, size);
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
