import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '#api/db/client';

/** What pg-boss needs of a database: one statement (or, without values, a script) and its rows. */
export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the app's own database, whichever driver: PGlite (one embedded session, so the
 * queue shares it rather than opening another) or the PostgreSQL pool. pg-boss sends its schema
 * scripts without values, several statements at once, which PGlite runs with `exec`.
 */
export function queueSqlOf(database: DatabaseHandle): QueueSql {
  if (database.driver === 'pglite') {
    const client = database.client;
    return {
      async executeSql(text, values) {
        if (values) return client.query(text, values as unknown[]);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = database.client;
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
}

/**
 * pg-boss inside a caller's transaction (Drizzle's, on either driver), so a job is queued exactly
 * when the change that asks for it commits. Its `$n` placeholders become Drizzle parameters.
 */
export function queueSqlIn(tx: Executor): QueueSql {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(withParameters(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
