import type { Executor } from '#api/db/client';
import { absolute, siteUrlOf } from './page-head-html';
import { SITE_NAME, SITE_PICTURES, type PageHead } from './page-head';

/** What every page type's resolver reads: the database, the clock and where the site lives. */
export interface HeadContext {
  db: Executor;
  now: Date;
  /** The requested path, decoded, without its query. */
  path: string;
  urls: { siteUrl: string; apiUrl: string };
}

export type HeadResolver = (context: HeadContext, params: Record<string, string>) => Promise<PageHead>;

/** A row id from a path: digits within PostgreSQL's `integer`, else undefined (no query is made). */
export function rowIdOf(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** JSON-LD wants absolute URLs: a site path and a picture (absolute, or a path on the API). */
export const pageUrl = (context: HeadContext, path: string) => siteUrlOf(context.urls.siteUrl, path);
export const imageUrl = (context: HeadContext, image: string) => absolute(context.urls.apiUrl, image);

/** The site as the publisher of its pages (JSON-LD `Organization`). */
export function siteOrganization(context: HeadContext): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: pageUrl(context, '/'),
    logo: imageUrl(context, SITE_PICTURES.logo),
  };
}
