import type { ContentKind } from '@chokdee/shared-contract/schemas/content';
import type { Executor } from '#api/db/client';
import { contents, type NewContentRow } from '#api/site/content-tables';
import { addDays, bangkokDate, bangkokInstant } from '#api/lib/bangkok-time';
import { loadContentFiles, type SeedContent } from './content-files';
import { seedPopups } from './popups';

/**
 * The seed's content, read from `api/data/content/<pages|articles|social>/<slug>.html` (YAML front
 * matter, then the body: simple tags only, p, h2, h3, ul, ol, li, strong, em, a with a relative
 * href, br, blockquote) and validated by the kernel's content schema when the module loads, so a
 * bad file stops the start naming the file and the field. `days_ago` dates an item relative to
 * the first start (09:00 Bangkok that day).
 */
export const SEED_CONTENTS: Record<ContentKind, SeedContent[]> = {
  page: loadContentFiles('page'),
  article: loadContentFiles('article'),
  social: loadContentFiles('social'),
};

function toRow(kind: ContentKind, item: SeedContent, now: Date): NewContentRow {
  const published = bangkokInstant(addDays(bangkokDate(now), -item.days_ago), 9);
  return {
    kind,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    body_html: item.body_html,
    tags: item.tags ?? [],
    cover_url: item.cover_url ?? null,
    video_url: item.video_url ?? null,
    // Never ahead of the start that seeds it: everything seeded is readable at once.
    published_at: published < now ? published : now,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The site's pages, articles and social posts. Idempotent like the rest of the seed: a (kind, slug)
 * already there is left as it is, so an operator's later edits survive restarts.
 */
export async function seedContents(
  db: Executor,
  now: Date,
  kinds: readonly ContentKind[] = Object.keys(SEED_CONTENTS) as ContentKind[],
): Promise<number> {
  const rows = kinds.flatMap((kind) => SEED_CONTENTS[kind].map((item) => toRow(kind, item, now)));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(contents)
    .values(rows)
    .onConflictDoNothing({ target: [contents.kind, contents.slug] })
    .returning({ id: contents.id });
  return inserted.length;
}

/** Reference content, seeded everywhere: the site's own pages, the legal pages among them. */
export const REFERENCE_CONTENT_KINDS: readonly ContentKind[] = ['page'];
/** Demo content, not seeded in production: articles and social posts. */
export const DEMO_CONTENT_KINDS: readonly ContentKind[] = ['article', 'social'];

/** The site's pages (about, services, the terms and the two PDPA policies). */
export async function seedReferenceContent(db: Executor, now: Date): Promise<number> {
  return seedContents(db, now, REFERENCE_CONTENT_KINDS);
}

/** The demo articles, social posts and announcement popups. */
export async function seedDemoContent(
  db: Executor,
  now: Date,
): Promise<{ contents: number; popups: number }> {
  return { contents: await seedContents(db, now, DEMO_CONTENT_KINDS), popups: await seedPopups(db, now) };
}

/** The site's content seed in one call: every kind of content, then the announcement popups. */
export async function seedSiteContent(
  db: Executor,
  now: Date,
): Promise<{ contents: number; popups: number }> {
  const pages = await seedReferenceContent(db, now);
  const demo = await seedDemoContent(db, now);
  return { contents: pages + demo.contents, popups: demo.popups };
}
