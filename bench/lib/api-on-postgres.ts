import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { resetSchema } from './postgres-schema';

export interface ApiOnPostgres {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  schema: string;
  /** The API's clock minus the real one (non-zero only when the bench runs outside a sale window). */
  clockOffsetMs: number;
  /** The API process (its cluster workers are its children). */
  pid: number | undefined;
  /** Stops the API process and waits for it. */
  stop: () => Promise<void>;
}

export interface ApiOnPostgresOptions {
  /** The schema the API migrates and works in; dropped and created again first, unless `keepSchema`. */
  schema: string;
  /** The bench filled the schema already: the API migrates it (nothing to do) and works in it. */
  keepSchema?: boolean;
  port: number;
  /** Connections in each API process's pool. */
  poolSize?: number;
  /** API processes sharing the port (node:cluster); 1 by default. */
  workers?: number;
  /** More environment for the API (e.g. CART_RESERVATION_SECONDS). */
  env?: Record<string, string>;
}

/**
 * Starts the API on the local PostgreSQL in its own process (so the load generator does not share
 * its event loop), migrated in a fresh schema, and waits until it listens. The benches then write
 * their inventory into the same schema (see `postgres-schema.ts`) and load it over HTTP.
 */
export async function startApiOnPostgres(options: ApiOnPostgresOptions): Promise<ApiOnPostgres> {
  const { schema, port, poolSize = 20, workers = 1 } = options;
  if (!options.keepSchema) await resetSchema(schema);
  const env = {
    ...options.env,
    BENCH_SCHEMA: schema,
    BENCH_PORT: String(port),
    BENCH_POOL_SIZE: String(poolSize),
    BENCH_API_WORKERS: String(workers),
  };
  const { child, exited, ready } = spawnUntilReady('api-on-postgres-server.ts', env);
  const clockOffsetMs = await ready;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    schema,
    clockOffsetMs,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A bench process (`entry` beside this file) that prints `ready <n>` once it listens. */
function spawnUntilReady(entry: string, env: Record<string, string>) {
  // BENCH_API_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to look inside the API.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(__dirname, entry)], {
    env: {
      ...process.env,
      ...env,
      // @fastify/autoload finds tsx only among preloaded modules; with extra node args it may not.
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /^ready (-?\d+)/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
  });
  return { child, exited, ready };
}

/**
 * The anchor (`anchor-server.ts`): bare Fastify + the same pool size, only the statements, on the
 * schema the API works in, with the API's clock offset. Stop it like the API.
 */
export async function startAnchor(options: {
  schema: string;
  port: number;
  poolSize: number;
  clockOffsetMs: number;
}): Promise<{ baseUrl: string; pid: number | undefined; stop: () => Promise<void> }> {
  const { child, exited, ready } = spawnUntilReady('anchor-server.ts', {
    BENCH_SCHEMA: options.schema,
    BENCH_PORT: String(options.port),
    BENCH_POOL_SIZE: String(options.poolSize),
    BENCH_CLOCK_OFFSET: String(options.clockOffsetMs),
  });
  await ready;
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
