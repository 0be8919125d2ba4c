import { CONTENT_PAGE_SLUGS } from '@chokdee/shared-contract/schemas/content';
import { eq, sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { testConfig, TEST_NOW } from '#api/test/build-test-app';
import { openTestDatabase } from '#api/test/pglite-template';
import type { DatabaseHandle } from '#api/db/client';
import { contents, popups, popupSettings } from '#api/site/content-tables';
import { POPUP_IMAGES_DIR } from '#api/routes/static/popups/index';
import { ARTICLE_IMAGES_DIR } from '#api/routes/static/articles/index';
import { SEED_CONTENTS, seedSiteContent } from './contents';
import { SEED_POPUPS } from './popups';
import { seedDatabase } from '#api/db/seed/seed-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
});
afterAll(() => handle.close());

const all = Object.values(SEED_CONTENTS).flat();

async function counts() {
  const rows = await handle.db
    .select({ kind: contents.kind, n: sql<number>`count(*)::int` })
    .from(contents)
    .groupBy(contents.kind);
  const [popupCount] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(popups);
  const [setting] = await handle.db.select().from(popupSettings);
  return {
    ...Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)])),
    popups: Number(popupCount?.n),
    version: setting?.version,
  };
}

describe('what is seeded', () => {
  test('every fixed page, 8–10 articles, 4 social posts, 2 popups at version 1', async () => {
    expect(await counts()).toEqual({
      page: CONTENT_PAGE_SLUGS.length,
      article: 9,
      social: 4,
      popups: 2,
      version: 1,
    });
    expect(SEED_CONTENTS.page.map((p) => p.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
  });

  test('Thai text, real content: no placeholder, every article 3+ blocks and tagged', () => {
    for (const item of all) {
      expect(item.title).toMatch(/[\u0e00-\u0e7f]/);
      expect(item.summary).toMatch(/[\u0e00-\u0e7f]/);
      expect(`${item.title} ${item.summary} ${item.body_html}`).not.toMatch(/lorem|ipsum|TODO|xxx/i);
    }
    for (const article of SEED_CONTENTS.article) {
      expect(article.body_html.match(/<(p|ul|ol|blockquote)>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(article.tags?.length).toBeGreaterThan(0);
    }
  });

  test('bodies use only the simple tags, and every link stays inside the site', () => {
    const allowed = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote']);
    for (const item of all) {
      const tags = [...item.body_html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
      for (const [, name, attributes] of tags) {
        expect(allowed).toContain(name);
        if (name !== 'a') expect(attributes?.trim()).toBe('');
        else if (attributes?.trim()) expect(attributes.trim()).toMatch(/^href="\/[^"]*"$/);
      }
    }
  });

  test('every cover and popup picture named is shipped, and nothing else', () => {
    const covers = all.flatMap((item) =>
      item.cover_url ? [item.cover_url.replace('/static/articles/', '')] : [],
    );
    expect(covers.sort()).toEqual(readdirSync(ARTICLE_IMAGES_DIR).sort());
    const slides = SEED_POPUPS.map((popup) => popup.file_url.replace('/static/popups/', ''));
    expect(slides.sort()).toEqual(readdirSync(POPUP_IMAGES_DIR).sort());
  });

  test('published in the past, in Bangkok mornings, articles spread over the last months', async () => {
    const rows = await handle.db.select().from(contents).where(eq(contents.kind, 'article'));
    for (const row of rows) {
      expect(row.published_at.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      expect(row.published_at.getUTCHours()).toBe(2); // 09:00 in Bangkok
    }
    const ages = rows.map((row) => (TEST_NOW.getTime() - row.published_at.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(60);
  });
});

describe('idempotent', () => {
  test('the whole seed run again changes no count and not the popup version', async () => {
    const before = await counts();
    const config = testConfig();
    await seedDatabase(handle.db, {
      seedDataFile: config.seedDataFile,
      now: TEST_NOW,
      demo: true,
      ticketCount: 0,
    });
    await seedDatabase(handle.db, {
      seedDataFile: config.seedDataFile,
      now: TEST_NOW,
      demo: true,
      ticketCount: 0,
    });
    expect(await counts()).toEqual(before);
  });

  test('on empty tables it inserts everything once and reads version 1; again, nothing', async () => {
    await handle.db.execute(sql`TRUNCATE contents, popups RESTART IDENTITY`);
    await handle.db.update(popupSettings).set({ version: 0 });
    expect(await seedSiteContent(handle.db, TEST_NOW)).toEqual({ contents: all.length, popups: 2 });
    expect((await counts()).version).toBe(1);
    expect(await seedSiteContent(handle.db, TEST_NOW)).toEqual({ contents: 0, popups: 0 });
    expect((await counts()).version).toBe(1);
  });

  test('an operator’s edit survives a restart', async () => {
    await handle.db.update(contents).set({ title: 'เกี่ยวกับโชคดี' }).where(eq(contents.slug, 'about'));
    await seedSiteContent(handle.db, TEST_NOW);
    const [about] = await handle.db.select().from(contents).where(eq(contents.slug, 'about'));
    expect(about?.title).toBe('เกี่ยวกับโชคดี');
  });
});
