import PgBoss from 'pg-boss';
import type { NoticeDeliverySettings } from '#api/config';
import type { DatabaseHandle, Executor } from '#api/db/client';
import type { DeliveryChannelName } from './delivery-channel';
import { queueSqlIn, queueSqlOf } from './queue-sql';
import { queueSchemaOf } from './queue-schema';
import { retryOnDeadlock } from './retry-on-deadlock';

/** A stored notice, to be spread over the member's channels. */
export const FANOUT_QUEUE = 'notice-fanout';
/** One notice on one channel. */
export const DELIVERY_QUEUE = 'notice-delivery';
/** Deliveries whose tries ran out, kept for staff (no worker takes them). */
export const DEAD_LETTER_QUEUE = 'notice-delivery-dead';

export interface FanoutJob {
  noticeId: number;
}
export interface DeliveryJob {
  noticeId: number;
  channel: DeliveryChannelName;
}

/**
 * Senders for `queueNoticeFanout`, by queue schema: pg-boss writes a job with one INSERT, sent
 * through the caller's transaction, so it needs no started instance (and no connection) of its own.
 */
const senders = new Map<string, PgBoss>();
const unusedSql = { executeSql: () => Promise.reject(new Error('notice sender has no connection')) };

function senderFor(schema: string): PgBoss {
  let sender = senders.get(schema);
  if (!sender) {
    sender = new PgBoss({ db: unusedSql, schema, supervise: false, schedule: false, migrate: false });
    senders.set(schema, sender);
  }
  return sender;
}

/**
 * Queues the spreading of a stored notice in the caller's transaction: rolled back, nothing is
 * queued; committed, the job is there for any worker, even if this process dies the next moment.
 */
export async function queueNoticeFanout(tx: Executor, noticeId: number): Promise<void> {
  const schema = await queueSchemaOf(tx);
  const id = await senderFor(schema).send(FANOUT_QUEUE, { noticeId } satisfies FanoutJob, {
    db: queueSqlIn(tx),
  });
  // pg-boss inserts nothing for a queue it does not know: the app installs the queues at start.
  if (!id) throw new Error(`notice queue "${FANOUT_QUEUE}" is not installed in ${schema}`);
}

/** Queues one notice on one channel in the caller's transaction (see `spreadNotice`). */
export async function queueDelivery(tx: Executor, job: DeliveryJob): Promise<void> {
  const schema = await queueSchemaOf(tx);
  await senderFor(schema).send(DELIVERY_QUEUE, job satisfies DeliveryJob, {
    db: queueSqlIn(tx),
    singletonKey: `${job.noticeId}:${job.channel}`,
  });
}

/** The queue of one API (or worker) process: pg-boss on the app's own database. */
export class NoticeQueue {
  private constructor(
    readonly boss: PgBoss,
    readonly schema: string,
  ) {}

  /**
   * Installs or upgrades pg-boss's tables (under its advisory lock, so processes starting together
   * do it once) and the three queues. Maintenance (jobs held past their expiry are failed, so tried
   * again) runs only where a worker does.
   */
  static async open(
    database: DatabaseHandle,
    settings: NoticeDeliverySettings,
    onError: (error: Error) => void,
  ): Promise<NoticeQueue> {
    const schema = await queueSchemaOf(database.db);
    const boss = new PgBoss({
      db: queueSqlOf(database),
      schema,
      schedule: false,
      supervise: settings.worker,
      maintenanceIntervalSeconds: Math.max(settings.expireSeconds, 30),
    });
    boss.on('error', onError);
    await boss.start();
    const retries = {
      retryLimit: settings.attempts - 1,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireSeconds,
    };
    await retryOnDeadlock(async () => {
      await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, policy: 'standard' });
      for (const name of [FANOUT_QUEUE, DELIVERY_QUEUE])
        await boss.createQueue(name, { name, policy: 'standard', ...retries, deadLetter: DEAD_LETTER_QUEUE });
      // A queue made by an earlier start keeps its options unless told again.
      for (const name of [FANOUT_QUEUE, DELIVERY_QUEUE])
        await boss.updateQueue(name, { name, policy: 'standard', ...retries, deadLetter: DEAD_LETTER_QUEUE });
    });
    return new NoticeQueue(boss, schema);
  }

  /**
   * Jobs not finished yet (waiting, waiting for a retry, or running) in the fan-out and delivery
   * queues: 0 means every notice queued so far has been tried to the end (sent, unreachable or dead).
   */
  async pending(): Promise<number> {
    const sizes = await Promise.all(
      [FANOUT_QUEUE, DELIVERY_QUEUE].map((name) => this.boss.getQueueSize(name, { before: 'completed' })),
    );
    return sizes.reduce((sum, n) => sum + n, 0);
  }

  /** Fails the jobs held past their expiry now (maintenance does it on its own every interval). */
  async expireStuckJobs(): Promise<void> {
    await this.boss.expire();
  }

  /** Stops fetching; deliveries under way get `graceMs` to finish, then count as failed (retried). */
  async stop(graceMs: number): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: graceMs, close: false });
  }
}
