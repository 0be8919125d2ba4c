import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';

/**
 * The PostgreSQL schema of the queue's tables: `pgboss` beside the app's `public`, and beside any
 * other schema one of its own (each PostgreSQL test file runs in a schema), so two databases
 * sharing a server never share jobs.
 */
export async function queueSchemaOf(db: Executor): Promise<string> {
  const result = await db.execute(sql`SELECT current_schema() AS name`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? 'public';
  return name === 'public' ? 'pgboss' : `${name}_pgboss`;
}
