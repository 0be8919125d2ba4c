import type { PrizeClaimStatus } from '@chokdee/shared-contract/schemas/prize-claim';
import type { PageMeta } from '@chokdee/shared-contract/schemas/envelope';
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { lotteryDraws } from '#api/results/results-tables';
import { claimViewQuery, type ClaimViewRow } from './claim-view';
import { prizeClaims } from './prize-claims-tables';

/** Whose claims a caller may see: a member's own, a dealer's store's, or (staff) every one. */
export interface ClaimScope {
  userId?: number;
  storeId?: number;
}

export interface ClaimFilter {
  status?: PrizeClaimStatus;
  draw_date?: string;
}

function scopeWhere(scope: ClaimScope, filter: ClaimFilter = {}): SQL | undefined {
  return and(
    scope.userId === undefined ? undefined : eq(prizeClaims.user_id, scope.userId),
    scope.storeId === undefined ? undefined : eq(prizeClaims.store_id, scope.storeId),
    filter.status ? eq(prizeClaims.status, filter.status) : undefined,
    filter.draw_date ? eq(lotteryDraws.draw_date, filter.draw_date) : undefined,
  );
}

/** One claim the caller may see, or undefined (someone else's is not found). */
export async function findClaim(
  db: Executor,
  id: number,
  scope: ClaimScope,
): Promise<ClaimViewRow | undefined> {
  const [row] = await claimViewQuery(db).where(and(eq(prizeClaims.id, id), scopeWhere(scope)));
  return row;
}

/** A page of the caller's claims, newest first, with the page's meta. */
export async function listClaims(
  db: Executor,
  scope: ClaimScope,
  query: ClaimFilter & { page: number; per_page: number },
): Promise<{ rows: ClaimViewRow[]; meta: PageMeta }> {
  const where = scopeWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    claimViewQuery(db)
      .where(where)
      .orderBy(desc(prizeClaims.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(prizeClaims)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, prizeClaims.draw_id))
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    rows,
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: n,
      last_page: Math.max(1, Math.ceil(n / query.per_page)),
    },
  };
}

/** Every matching claim in pages of `batch`, newest first, for an export that must not hold them all. */
export async function* eachClaim(
  db: Executor,
  scope: ClaimScope,
  filter: ClaimFilter,
  batch = 500,
): AsyncGenerator<ClaimViewRow[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await claimViewQuery(db)
      .where(and(scopeWhere(scope, filter), before === undefined ? undefined : lt(prizeClaims.id, before)))
      .orderBy(desc(prizeClaims.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1]!.claim.id;
  }
}
