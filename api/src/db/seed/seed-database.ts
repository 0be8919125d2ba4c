import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { findDomains } from '../domains';
import type { DomainSeed, SeedContext, SeedOutcome } from './domain-seed';

/** The counts the reference seeds answer (inserted draws, results…), for the start log. */
export type SeedReport = Record<string, number>;

export interface SeedOptions {
  seedDataFile: string;
  now: Date;
  /**
   * Also the demo data: dealers whose password is written in this repository, their tickets,
   * articles, social posts, popups and rewards (`config.seedDemo`, off in production).
   */
  demo: boolean;
  ticketCount?: number;
}

/** Each domain's seed (`<domain>/domain-seed.ts`), in the domains' dependency order. */
async function loadDomainSeeds(): Promise<{ name: string; seed: DomainSeed }[]> {
  const domains = await findDomains();
  const seeds = [];
  for (const domain of domains) {
    if (!domain.seedFile) continue;
    const module = (await import(domain.seedFile)) as { domainSeed?: DomainSeed };
    if (!module.domainSeed) throw new Error(`${domain.seedFile} must export domainSeed`);
    seeds.push({ name: domain.name, seed: module.domainSeed });
  }
  return seeds;
}

/**
 * Runs at every start and inserts only what is missing (ON CONFLICT DO NOTHING), so restarts and
 * several API processes on one database are safe. First every domain's reference data (the real
 * results and the next draws to sell, the consent text and the site's own pages), then, only when
 * asked, every domain's demo data. Nothing here names a domain: each seeds itself, in the order
 * its plugin's dependencies give.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const seeds = await loadDomainSeeds();
  const context: SeedContext = {
    now: options.now,
    seedDataFile: options.seedDataFile,
    ticketCount: options.ticketCount ?? 0,
  };
  const { report, vacuum } = await db.transaction(async (tx) => {
    const report: SeedReport = {};
    const vacuum = new Set<string>();
    const take = (outcome: SeedOutcome | void, counts: boolean) => {
      if (counts) Object.assign(report, outcome?.counts);
      for (const table of outcome?.vacuum ?? []) vacuum.add(table);
    };
    for (const { seed } of seeds) take(await seed.reference?.(tx, context), true);
    if (options.demo) for (const { seed } of seeds) take(await seed.demo?.(tx, context), false);
    return { report, vacuum };
  });
  // Number search reads the tickets from the index alone only on pages VACUUM marked all-visible.
  for (const table of vacuum) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  return report;
}
