import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { findTableFiles } from '#api/db/table-files';

/**
 * Every table the domains' table files (`<domain>/*-tables.ts`) declare, in name order: what the
 * committed migrations must create (both database drivers' tests check it). Found, not listed, so
 * a new domain's tables are checked without editing this file.
 */
export async function expectedTables(): Promise<string[]> {
  const names = new Set<string>();
  for (const file of findTableFiles()) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (is(value, PgTable)) names.add(getTableName(value));
  }
  return [...names].sort();
}
