import type { Executor } from '#api/db/client';
import {
  articleListHead,
  CONTENT_PAGE_SLUGS,
  contentPageHead,
  postHead,
  socialListHead,
} from './content-head';
import { catalogPageHead } from './catalog-head';
import { categoryHead } from './category-head';
import { drawHead } from './draw-head';
import type { HeadResolver } from './head-context';
import { homeHead } from './home-head';
import { defaultPageHead, type PageHead } from './page-head';
import { matchPath } from './path-pattern';
import { productHead, productListHead } from './product-head';
import { prayListHead, prayProjectHead, prayUpdateHead } from './pray-head';
import { storeHead, storeListHead } from './store-head';

interface PageType {
  /** The route's pattern as the shell or the remote's catalog.json declares it. */
  pattern: string;
  resolve: HeadResolver;
  /** A further condition on the parameters (the shell's social post: a numeric id only). */
  when?: (params: Record<string, string>) => boolean;
}

/** The public page types, first match wins: fixed paths before the parameters that would take them. */
const PAGE_TYPES: PageType[] = [
  { pattern: '/', resolve: homeHead },
  // mf-lottery's catalog: results, with their aliases.
  { pattern: '/check-lottery/:slug?', resolve: drawHead },
  { pattern: '/checklottery', resolve: drawHead },
  { pattern: '/ตรวจลอตเตอรี่/:slug?', resolve: drawHead },
  { pattern: '/dealers', resolve: storeListHead },
  { pattern: '/dealers/:userRef', resolve: storeHead },
  // mf-ecommerce's catalog: the shop and its products.
  { pattern: '/ecommerce/store', resolve: productListHead },
  { pattern: '/ecommerce/store/:productCode', resolve: productHead },
  // mf-pray's catalog (`/ขอพร/search` is a search page: the default head).
  { pattern: '/ขอพร', resolve: prayListHead },
  { pattern: '/รายการขอพร', resolve: prayListHead },
  { pattern: '/ขอพร/search', resolve: async ({ path }) => defaultPageHead(path) },
  { pattern: '/ขอพร/:slug/updates/:updateId', resolve: prayUpdateHead },
  { pattern: '/ขอพร/:slug/:tab?', resolve: prayProjectHead },
  // The shell's pages (its config/paths.ts).
  { pattern: '/articles', resolve: articleListHead },
  { pattern: '/articles/categories/:tag?', resolve: categoryHead('categories') },
  { pattern: '/articles/:id/:title', resolve: postHead('article') },
  { pattern: '/แชร์ความสุข', resolve: socialListHead },
  ...[...CONTENT_PAGE_SLUGS.keys()].map((pattern) => ({ pattern, resolve: contentPageHead })),
  { pattern: '/:id/:title', resolve: postHead('social'), when: ({ id }) => /^\d+$/.test(id ?? '') },
];

/** The spec's `/{category}`: ranks below every fixed path of the shell and the live catalogs. */
const CATCH_ALL: PageType = { pattern: '/:tag', resolve: categoryHead('catch-all') };

/** Control characters (NUL among them) name no page and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The head of the page at `path` (already decoded, without its query): the first public page type
 * whose pattern it has finds its own from the data; a path none knows (members' pages included,
 * they stay rendered in the browser) gets the site's default.
 */
export async function resolvePageHead(
  db: Executor,
  path: string,
  now: Date,
  urls: { siteUrl: string; apiUrl: string },
): Promise<PageHead> {
  const printable = path.replace(CONTROL_CHARACTERS, '');
  if (printable !== path) return { ...defaultPageHead(printable), noIndex: true };
  const context = { db, now, path, urls };
  for (const type of PAGE_TYPES) {
    const params = matchPath(type.pattern, path);
    if (params && (!type.when || type.when(params))) return type.resolve(context, params);
  }
  const fromCatalog = await catalogPageHead(context);
  if (fromCatalog) return fromCatalog;
  const params = matchPath(CATCH_ALL.pattern, path);
  return params ? CATCH_ALL.resolve(context, params) : defaultPageHead(path);
}
