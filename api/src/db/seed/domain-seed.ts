import type { Executor } from '../client';

/** What every domain's seed is given. */
export interface SeedContext {
  /** The app clock at start. */
  now: Date;
  /** The real results file (`data/thai-lottery-results.json`). */
  seedDataFile: string;
  /** How many demo tickets the current draw should have (0: the seed's own default). */
  ticketCount: number;
}

/** What a part of a seed answers: counts for the start log, tables to VACUUM after the commit. */
export interface SeedOutcome {
  counts?: Record<string, number>;
  /** Tables that took many rows (VACUUM cannot run inside the seed's transaction). */
  vacuum?: string[];
}

/**
 * A domain's seed, exported as `domainSeed` from `<domain>/domain-seed.ts` and found there
 * (`db/domains.ts`); its place in the order is its plugin's `dependencies`. Both parts insert only
 * what is missing, inside the one seed transaction.
 */
export interface DomainSeed {
  /** Every start, production included (real results, legal pages…). */
  reference?(tx: Executor, context: SeedContext): Promise<SeedOutcome | void>;
  /** Only with `config.seedDemo` (off in production). */
  demo?(tx: Executor, context: SeedContext): Promise<SeedOutcome | void>;
}
