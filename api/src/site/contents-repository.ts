import type {
  Content,
  ContentKind,
  ContentSummary,
  ContentTag,
} from '@chokdee/shared-contract/schemas/content';
import { and, arrayContains, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { contents, type ContentRow } from './content-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';

export type ContentSummaryRow = Omit<ContentRow, 'body_html' | 'video_url'>;

/** A list shows no body: the columns without it (and without the video). */
const summaryColumns = {
  id: contents.id,
  kind: contents.kind,
  slug: contents.slug,
  title: contents.title,
  summary: contents.summary,
  tags: contents.tags,
  cover_url: contents.cover_url,
  published_at: contents.published_at,
  created_at: contents.created_at,
  updated_at: contents.updated_at,
};

/** Published by now: an operator may date a row ahead, and it appears on that day. */
const publishedBy = (now: Date) => lte(contents.published_at, now);

/** A page of one kind, newest first; `tag` keeps only the rows carrying it (GIN index). */
export async function listContents(
  db: Executor,
  query: { kind: ContentKind; tag?: string | undefined; page: number; per_page: number },
  now: Date,
): Promise<{ rows: ContentSummaryRow[]; total: number }> {
  const filters: SQL[] = [eq(contents.kind, query.kind), publishedBy(now)];
  if (query.tag) filters.push(arrayContains(contents.tags, [query.tag]));
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(contents).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(contents)
    .where(where)
    .orderBy(desc(contents.published_at), desc(contents.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Each tag of the published articles with how many carry it; the most used first. */
export async function listArticleTags(db: Executor, now: Date): Promise<ContentTag[]> {
  const tagged = db
    .select({ tag: sql<string>`unnest(${contents.tags})`.as('tag') })
    .from(contents)
    .where(and(eq(contents.kind, 'article'), publishedBy(now)))
    .as('tagged');
  const rows = await db
    .select({ tag: tagged.tag, count: count() })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(count()), tagged.tag);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** One of the site's fixed pages (about, policies…) by its slug. */
export async function findPageBySlug(db: Executor, slug: string, now: Date): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.kind, 'page'), eq(contents.slug, slug), publishedBy(now)));
  return row;
}

/** An article or social post by id; pages are reached by slug only. */
export async function findPostById(db: Executor, id: number, now: Date): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), inArray(contents.kind, ['article', 'social']), publishedBy(now)));
  return row;
}

/** A stored path (`/static/articles/x.svg`) as a link apps on other origins can load. */
function absoluteUrl(origin: string, url: string | null): string | null {
  if (!url || /^https?:\/\//.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function toContentSummary(row: ContentSummaryRow, origin: string): ContentSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    cover_url: absoluteUrl(origin, row.cover_url),
    published_at: toBangkokIso(row.published_at),
  };
}

export function toContent(row: ContentRow, origin: string): Content {
  return {
    ...toContentSummary(row, origin),
    body_html: row.body_html,
    video_url: absoluteUrl(origin, row.video_url),
  };
}
