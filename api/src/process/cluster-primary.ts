import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '#api/config';
import { prepareDatabase } from '#api/db/prepare-database';
import { processStopCapMs } from './serve-process';

/** A worker that dies this soon after its start is re-forked after a pause, not in a tight loop. */
const EARLY_DEATH_MS = 2_000;
const REFORK_PAUSE_MS = 1_000;

/**
 * The primary of several API processes on one port (node:cluster): migrate and seed once, fork the
 * workers, re-fork one that dies, and on SIGINT/SIGTERM let every worker drain (`drain.ts`) before
 * exiting. Workers that are still there after their own hard stop are killed, never orphaned: a
 * worker whose primary is gone exits at once, cutting its requests off while their statements run on.
 */
export async function runClusterPrimary(
  config: AppConfig,
  workers: number,
  log: (message: string) => void,
): Promise<void> {
  await prepareDatabase(config, new Date());

  let closing = false;
  let scheduleWorker: Worker | undefined;
  const startedAt = new Map<Worker, number>();
  const fork = (schedule: boolean, replacing = false) => {
    const worker = cluster.fork({
      CHOKDEE_API_SCHEDULE: schedule ? '1' : '0',
      // One key for every worker (unset, each process would draw its own): an IP hashes alike in all.
      IP_HASH_SECRET: config.siteForms.ipHashSecret,
    });
    startedAt.set(worker, Date.now());
    if (schedule) scheduleWorker = worker;
    if (replacing)
      worker.once('listening', () => log(`API worker ${worker.id} (pid ${worker.process.pid}) listening`));
    return worker;
  };
  const live = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const listeningWorkers = new Set<Worker>();

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    listeningWorkers.delete(worker);
    if (closing) {
      if (live().length === 0) process.exit(0);
      return;
    }
    log(`API worker ${worker.id} exited (${signal ?? code}); starting another`);
    const schedule = worker === scheduleWorker;
    if (lived < EARLY_DEATH_MS) setTimeout(() => !closing && fork(schedule, true), REFORK_PAUSE_MS);
    else fork(schedule, true);
  });
  // Up once `workers` live workers listen: a worker that dies while starting (before it listens)
  // is replaced, and its replacement counts for it.
  const allListening = new Promise<void>((resolve) => {
    const check = () => {
      if (live().filter((worker) => listeningWorkers.has(worker)).length >= workers) resolve();
    };
    cluster.on('listening', (worker) => {
      listeningWorkers.add(worker);
      check();
    });
  });
  for (let i = 0; i < workers; i++) fork(i === 0);

  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal}: the API workers drain and stop`);
    for (const worker of live()) worker.process.kill('SIGTERM');
    if (live().length === 0) process.exit(0);
    setTimeout(() => {
      const left = live();
      for (const worker of left) worker.process.kill('SIGKILL');
      log(`API workers did not stop in time: killed ${left.map((w) => `pid ${w.process.pid}`).join(', ')}`);
      process.exit(1);
    }, processStopCapMs(config));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await allListening;
}
