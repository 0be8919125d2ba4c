// The API process that `api-on-postgres.ts` starts: the whole app on PostgreSQL, in a schema of its
// own, with a pool of BENCH_POOL_SIZE connections per process, listening on BENCH_PORT. With
// BENCH_API_WORKERS > 1 the first process migrates, then forks that many workers sharing the port
// (node:cluster), as a multi-core deployment would run. It prints one line, `ready <clock offset
// ms>`, when it accepts requests, and closes on SIGTERM.
import cluster from 'node:cluster';
import { isSaleOpen } from '@chokdee/shared-contract/rules/sale-window';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { CLOSED_SMS_GATEWAY_ENV } from '../../api/src/testing/closed-sms-gateway';
// `app.db` and `app.now` are declared beside the plugin that adds them.
import type {} from '../../api/src/plugins/app-context';
import { findCurrentDraw, toLotteryDraw } from '../../api/src/results/lottery-draws-repository';
import { openPool, schemaUrl } from './postgres-schema';

const schema = required('BENCH_SCHEMA');
const port = Number(required('BENCH_PORT'));
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 20);
const workers = Number(process.env.BENCH_API_WORKERS ?? 1);
const url = schemaUrl(schema);
const config = loadConfig({
  ...process.env,
  DATABASE_URL: url,
  NODE_ENV: 'production',
  ...CLOSED_SMS_GATEWAY_ENV,
  // bench/ writes its own inventory; the demo seed would only slow the start.
  SEED_TICKET_COUNT: '0',
});

/** Builds the app; `prepare` migrates and seeds (once, in the first process). */
async function start(prepare: boolean, offset: number | undefined) {
  // The real clock, moved into the current draw's sale window when the bench runs outside it
  // (between 14:00 and 16:00 on a draw day nothing is on sale).
  let shift = offset ?? 0;
  const clock = () => new Date(Date.now() + shift);
  const app = await buildApp({
    config,
    clock,
    database: openPool(url, poolSize),
    logger: false,
    prepareDatabase: prepare,
  });
  if (offset === undefined) {
    const draw = await findCurrentDraw(app.db, clock());
    if (draw && !isSaleOpen(toLotteryDraw(draw), clock())) {
      shift = draw.sale_start_at.getTime() + 60 * 60 * 1000 - Date.now();
    }
  }
  return { app, offset: shift };
}

async function main(): Promise<void> {
  if (cluster.isWorker) {
    const { app } = await start(false, Number(process.env.BENCH_CLOCK_OFFSET));
    await app.listen({ port, host: '127.0.0.1' });
    process.send?.('listening');
    process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
    return;
  }
  const { app, offset } = await start(true, undefined);
  if (workers <= 1) {
    await app.listen({ port, host: '127.0.0.1' });
    console.log(`ready ${offset}`);
    process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
    return;
  }
  await app.close();
  const forked = Array.from({ length: workers }, () =>
    cluster.fork({ ...process.env, BENCH_CLOCK_OFFSET: String(offset) }),
  );
  await Promise.all(forked.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
  console.log(`ready ${offset}`);
  process.once('SIGTERM', () => {
    for (const worker of forked) worker.kill('SIGTERM');
    cluster.once('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

main().catch((error: unknown) => {
  console.error('bench API failed to start:', error);
  process.exit(1);
});
