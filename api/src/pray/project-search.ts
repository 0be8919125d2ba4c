import type { PrayCategory, PraySort } from '@chokdee/shared-contract/schemas/pray';
import { and, asc, eq, gte, like, sql, type SQL } from 'drizzle-orm';
import { PRAY_COUNT_AHEAD } from '@chokdee/shared-contract/schemas/pray';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { users } from '#api/auth/auth-tables';
import { prayProjects } from './pray-tables';
import type { ProjectRow } from './project-view';
import { projectColumns } from './project-store';

export interface PraySearch {
  q?: string;
  category?: PrayCategory;
  sort: PraySort;
  page: number;
  per_page: number;
  /** Bangkok's today: 'closing soon' leaves out projects that have already ended. */
  today: string;
}

/** `%`, `_` and `\` in what the visitor typed are letters, not wildcards. */
export function likeFragment(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Descending as the indexes are built (drizzle-kit writes DESC NULLS LAST): the planner can walk them. */
const desc = (column: SQL | AnyPgColumn) => sql`${column} DESC NULLS LAST`;

/** Each order is one of the btree indexes on (status, …): page one reads a dozen rows, not 100,000. */
function orderOf(sort: PraySort): SQL[] {
  const p = prayProjects;
  switch (sort) {
    case 'supported':
      return [desc(p.supporters_count), desc(p.id)];
    case 'closing':
      return [asc(p.ends_on), desc(p.id)];
    case 'featured':
      return [desc(p.featured), desc(p.supporters_count), desc(p.id)];
    default:
      return [desc(p.published_at), desc(p.id)];
  }
}

/**
 * Published projects, filtered and paged. A fragment uses the trigram index on `search_text`
 * (`status = 'published'` literal, matching the partial index).
 */
export async function searchProjects(
  db: Executor,
  search: PraySearch,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const filters: SQL[] = [eq(prayProjects.status, 'published')];
  // search_text is stored lower-cased and the fragment is lowered too: LIKE, not ILIKE, which
  // would case-fold every row's Thai text again.
  if (search.q) filters.push(like(prayProjects.search_text, likeFragment(search.q)));
  if (search.category) filters.push(eq(prayProjects.category, search.category));
  if (search.sort === 'closing') filters.push(gte(prayProjects.ends_on, search.today));
  const where = and(...filters);
  const offset = (search.page - 1) * search.per_page;
  const [rows, totals] = await Promise.all([
    db
      .select(projectColumns)
      .from(prayProjects)
      .innerJoin(users, eq(users.id, prayProjects.owner_id))
      .where(where)
      .orderBy(...orderOf(search.sort))
      .limit(search.per_page)
      .offset(offset),
    // Counted only up to PRAY_COUNT_AHEAD past this page's start: an exact count of the 60,000
    // matches of 'ขอให้' costs far more than the page itself, and nobody pages that far.
    db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${prayProjects} WHERE ${where} LIMIT ${offset + PRAY_COUNT_AHEAD}) AS capped`,
    ) as unknown as Promise<{ rows: { n: number }[] }>,
  ]);
  return { rows, total: Number(totals.rows[0]?.n ?? 0) };
}

/** What the search column holds: title and story text, lower-cased. */
export const searchTextOf = (title: string, storyPlain: string) => `${title} ${storyPlain}`.toLowerCase();

export const searchTextSql = sql`lower(${prayProjects.title})`;
