import { asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { users } from '#api/auth/auth-tables';
import { readCatalog } from '#api/catalog/remotes-repository';
import type { Executor } from '#api/db/client';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { publicStoreWhere } from '#api/lottery-sales/public-store';
import { stores } from '#api/lottery-sales/stores-tables';
import { PUBLIC_STATUSES } from '#api/pray/project-store';
import { prayProjects } from '#api/pray/pray-tables';
import { lotteryDraws, lotteryResults } from '#api/results/results-tables';
import { shopProducts } from '#api/shop/shop-tables';
import { contentPath, drawPagePath, prayProjectPath, productPagePath, storePagePath } from '../page-paths';
import { contents } from '../content-tables';
import { publicCatalogPaths } from './public-catalog-paths';
import { SHELL_LIST_PAGES } from './shell-public-pages';

/** One page of the site: its path (not yet encoded) and when its content last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The sitemap protocol's limit for one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * Every public page of the site, each once: the fixed pages (the shell's and the live catalog's),
 * then one per drawn draw (newest first), verified open store, published article or social post,
 * public prayer project and shop product. Cut at the protocol's limit, the newest draws are kept first.
 */
export async function listSitemapEntries(db: Executor, now: Date): Promise<SitemapEntry[]> {
  const [{ live }, draws, openStores, posts, projects, products] = await Promise.all([
    readCatalog(db, now),
    db
      .select({ date: lotteryDraws.draw_date, updated_at: lotteryResults.updated_at })
      .from(lotteryDraws)
      .innerJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id))
      .orderBy(desc(lotteryDraws.draw_date)),
    db
      .select({ ref: users.ref, updated_at: stores.updated_at })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.owner_user_id))
      .where(publicStoreWhere())
      .orderBy(asc(stores.id)),
    db
      .select({ id: contents.id, kind: contents.kind, slug: contents.slug, updated_at: contents.updated_at })
      .from(contents)
      .where(lte(contents.published_at, now))
      .orderBy(asc(contents.kind), desc(contents.published_at), desc(contents.id)),
    db
      .select({ slug: prayProjects.slug, updated_at: prayProjects.updated_at })
      .from(prayProjects)
      .where(inArray(prayProjects.status, PUBLIC_STATUSES))
      .orderBy(desc(prayProjects.published_at), desc(prayProjects.id)),
    db
      .select({ code: shopProducts.code, updated_at: shopProducts.updated_at })
      .from(shopProducts)
      .orderBy(asc(shopProducts.id)),
  ]);
  const entries: SitemapEntry[] = [
    ...SHELL_LIST_PAGES.map((path) => ({ path })),
    ...live.flatMap((remote) => publicCatalogPaths(remote.routes)).map((path) => ({ path })),
    ...draws.map((draw) => ({ path: drawPagePath(draw.date), lastmod: toBangkokIso(draw.updated_at) })),
    ...openStores.map((store) => ({
      path: storePagePath(store.ref),
      lastmod: toBangkokIso(store.updated_at),
    })),
    ...posts.flatMap((post) => {
      const path = contentPath(post);
      return path ? [{ path, lastmod: toBangkokIso(post.updated_at) }] : [];
    }),
    ...projects.map((project) => ({
      path: prayProjectPath(project.slug),
      lastmod: toBangkokIso(project.updated_at),
    })),
    ...products.map((product) => ({
      path: productPagePath(product.code),
      lastmod: toBangkokIso(product.updated_at),
    })),
  ];
  return onceEach(entries).slice(0, SITEMAP_URL_LIMIT);
}

/** The first entry of each path, with the latest date any of its copies carries. */
function onceEach(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const seen = byPath.get(entry.path);
    if (!seen) byPath.set(entry.path, { ...entry });
    else if (entry.lastmod && (!seen.lastmod || entry.lastmod > seen.lastmod)) seen.lastmod = entry.lastmod;
  }
  return [...byPath.values()];
}
