// One pgbench run of a script against a bench schema, for the benches' ceiling rows:
// its transactions per second, failures, and p50/p99 from its per-transaction log.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows } from '../../api/src/lottery-sales/cart-sql';

/** The app's statement as pgbench script text, with pgbench variables where the app passes values (`:name`). */
export function pgbenchText(statement: SQL): string {
  const query = new PgDialect().sqlToQuery(statement);
  if (query.params.length > 0) throw new Error('a pgbench statement must not keep $n parameters');
  return query.sql.replace(/\s+/g, ' ').trim();
}

/** Clients pgbench may open: the server's max_connections less those in use, less a margin. */
export async function pgbenchClientsAvailable(db: Parameters<typeof queryRows>[0]): Promise<number> {
  const [row] = await queryRows<{ free: number }>(
    db,
    sql`SELECT current_setting('max_connections')::int - count(*)::int - 5 AS free FROM pg_stat_activity`,
  );
  return row?.free ?? 0;
}

export interface PgbenchResult {
  tps: number;
  transactions: number;
  failed: number;
  p50: number;
  p99: number;
}

export async function runPgbench(options: {
  serverUrl: string;
  /** The bench's schema: the script's tables are found through `search_path`. */
  schema: string;
  script: string;
  clients: number;
  /** For so many seconds, or so many transactions per client. */
  limit: { seconds: number } | { perClient: number };
  /** pgbench variables (`-D name=value`), read in the script as `:name`. */
  variables?: Record<string, string | number>;
}): Promise<PgbenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chokdee-pgbench-'));
  const script = path.join(dir, 'script.sql');
  writeFileSync(script, options.script);
  const { hostname, port, username, pathname } = new URL(options.serverUrl);
  const limit = 'seconds' in options.limit ? ['-T', options.limit.seconds] : ['-t', options.limit.perClient];
  const args = [
    ...['-h', hostname, '-p', port || '5432', '-U', decodeURIComponent(username || 'postgres')],
    ...['-n', '-M', 'prepared', '-c', String(options.clients), '-j', '2'],
    ...limit.map(String),
    ...['-f', script, '-l', '--log-prefix', path.join(dir, 'log')],
    ...Object.entries(options.variables ?? {}).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    pathname.replace(/^\//, '') || 'test',
  ];
  const { stdout } = await promisify(execFile)('pgbench', args, {
    env: { ...process.env, PGOPTIONS: `-c search_path=${options.schema}` },
    maxBuffer: 16 * 1024 * 1024,
  });
  // Per-transaction log lines: client, transaction, elapsed µs, …
  const latencies = readdirSync(dir)
    .filter((file) => file.startsWith('log'))
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    tps: Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN),
    transactions: Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN),
    failed: Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? '0'),
    p50: at(0.5),
    p99: at(0.99),
  };
}
