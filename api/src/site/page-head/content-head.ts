import { toBangkokIso } from '#api/lib/bangkok-time';
import { contentPath } from '../page-paths';
import type { ContentRow } from '../content-tables';
import { findPageBySlug, findPostById } from '../contents-repository';
import { CONTENT_PAGE_PATHS } from '../sitemap/shell-public-pages';
import {
  imageUrl,
  pageUrl,
  rowIdOf,
  siteOrganization,
  type HeadContext,
  type HeadResolver,
} from './head-context';
import { defaultPageHead, notFoundPageHead, type PageHead } from './page-head';

/** `/articles`: the list. */
export const articleListHead: HeadResolver = async () => ({
  title: 'บทความ',
  description: 'บทความเรื่องสลากกินแบ่งรัฐบาล การขึ้นเงินรางวัล และความเชื่อเรื่องโชคลาภ จากโชคดี',
  path: '/articles',
  type: 'website',
});

/** `/แชร์ความสุข`: the list of social posts. */
export const socialListHead: HeadResolver = async () => ({
  title: 'แชร์ความสุข',
  description: 'เรื่องราวความสุขและโชคลาภที่สมาชิกโชคดีแบ่งปัน',
  path: '/แชร์ความสุข',
  type: 'website',
});

/**
 * `/articles/{id}/{slug}` (an article) and `/{id}/{slug}` (a social post): its title, summary and
 * cover, as an `Article`. The canonical URL carries the row's own slug, whatever the link said.
 */
export function postHead(kind: 'article' | 'social'): HeadResolver {
  return async (context, { id }) => {
    const rowId = rowIdOf(id);
    const row = rowId ? await findPostById(context.db, rowId, context.now) : undefined;
    const path = row?.kind === kind ? contentPath(row) : null;
    if (!row || !path) return notFoundPageHead(context.path);
    return articleHeadOf(context, row, path);
  };
}

/** The shell's fixed content pages (about, policies, services…), by their paths. */
export const CONTENT_PAGE_SLUGS = new Map(
  Object.entries(CONTENT_PAGE_PATHS).flatMap(([slug, path]) => (path ? [[path, slug] as const] : [])),
);

/** One of the fixed pages: its title and summary; the default head while it is not published. */
export const contentPageHead: HeadResolver = async (context) => {
  const slug = CONTENT_PAGE_SLUGS.get(context.path.replace(/\/+$/, ''));
  const row = slug ? await findPageBySlug(context.db, slug, context.now) : undefined;
  if (!row) return defaultPageHead(context.path);
  const head: PageHead = {
    title: row.title,
    description: row.summary || defaultPageHead(context.path).description,
    path: contentPath(row) ?? context.path,
    type: 'website',
  };
  if (row.cover_url) head.image = row.cover_url;
  return head;
};

function articleHeadOf(context: HeadContext, row: ContentRow, path: string): PageHead {
  const head: PageHead = {
    title: row.title,
    description: row.summary || row.title,
    path,
    type: 'article',
    jsonLd: [
      {
        '@type': 'Article',
        headline: row.title,
        ...(row.summary ? { description: row.summary } : {}),
        url: pageUrl(context, path),
        datePublished: toBangkokIso(row.published_at),
        dateModified: toBangkokIso(row.updated_at),
        ...(row.cover_url ? { image: imageUrl(context, row.cover_url) } : {}),
        ...(row.tags.length > 0 ? { keywords: row.tags.join(', ') } : {}),
        inLanguage: 'th',
        publisher: siteOrganization(context),
      },
    ],
  };
  if (row.cover_url) head.image = row.cover_url;
  return head;
}
