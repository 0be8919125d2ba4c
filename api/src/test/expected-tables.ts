import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** `api/src/db/schema/`: each domain's tables, one file per domain. */
const SCHEMA_DIR = path.resolve(__dirname, '..', 'db', 'schema');

/**
 * Every table the domains' schema files declare, in name order: what the committed migrations
 * must create (both database drivers' tests check it). Found, not listed, so a new domain's schema
 * file is checked without editing this one.
 */
export async function expectedTables(): Promise<string[]> {
  const names = new Set<string>();
  for (const file of readdirSync(SCHEMA_DIR).filter((name) => /\.(ts|js)$/.test(name))) {
    const module = (await import(path.join(SCHEMA_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (is(value, PgTable)) names.add(getTableName(value));
  }
  return [...names].sort();
}
