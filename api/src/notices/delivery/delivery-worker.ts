import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { NoticeDeliverySettings } from '#api/config';
import type { Database } from '#api/db/client';
import { choicesOf, claimDelivery, endTry, outgoingNotice, takeDelivery } from './deliveries-repository';
import type { DeliveryChannels } from './delivery-channels';
import { channelsFor } from './delivery-rules';
import {
  DELIVERY_QUEUE,
  FANOUT_QUEUE,
  queueDelivery,
  type DeliveryJob,
  type FanoutJob,
  type NoticeQueue,
} from './notice-queue';

export interface DeliveryWorkerContext {
  queue: NoticeQueue;
  db: Database;
  channels: DeliveryChannels;
  settings: NoticeDeliverySettings;
  log: FastifyBaseLogger;
}

/** An error as kept for staff: its message, bounded (never a token: channels throw their own). */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Spreads a stored notice: one delivery job per channel the member wants it on and can be reached
 * on, each claimed with its row in the same transaction, so a fan-out tried again (its process
 * died) never queues a channel twice.
 */
export async function spreadNotice(context: DeliveryWorkerContext, job: FanoutJob): Promise<void> {
  const notice = await outgoingNotice(context.db, job.noticeId);
  if (!notice) return;
  const choices = await choicesOf(context.db, notice.userId);
  const channels = context.channels
    .all()
    .map((channel) => ({ name: channel.name, reaches: () => channel.reaches(notice.userId) }));
  const chosen = await channelsFor(notice.kind, channels, choices);
  if (chosen.length === 0) return;
  await context.db.transaction(async (tx) => {
    for (const channel of chosen)
      if (await claimDelivery(tx, notice.id, channel))
        await queueDelivery(tx, { noticeId: notice.id, channel });
  });
}

/**
 * Delivers one notice on one channel. `sent` and `unreachable` end it; a throw is tried again
 * with back-off until the last try, which marks it dead for staff. The delivery row is taken
 * first, so a second worker on the same job (a redelivery) sends nothing while this one holds it
 * or after it is done. A channel must answer within the job's expiry: past it, the holder counts
 * as dead and the job is tried again.
 */
export async function deliverNotice(
  context: DeliveryWorkerContext,
  job: DeliveryJob,
  attempt: { retryCount: number; retryLimit: number },
): Promise<void> {
  const notice = await outgoingNotice(context.db, job.noticeId);
  if (!notice) return;
  if (!(await takeDelivery(context.db, job.noticeId, job.channel, context.settings.expireSeconds))) return;
  const channel = context.channels.get(job.channel);
  let outcome;
  try {
    if (!channel) throw new Error(`notice channel "${job.channel}" is not registered in this process`);
    outcome = await channel.deliver(notice);
  } catch (error) {
    const last = attempt.retryCount >= attempt.retryLimit;
    await endTry(context.db, job.noticeId, job.channel, {
      state: last ? 'dead' : 'queued',
      error: errorText(error),
    });
    const fields = { noticeId: job.noticeId, channel: job.channel, attempt: attempt.retryCount + 1 };
    if (last) context.log.error({ ...fields, err: errorText(error) }, 'notice delivery dead: tries spent');
    else context.log.warn({ ...fields, err: errorText(error) }, 'notice delivery failed: will retry');
    throw error;
  }
  await endTry(context.db, job.noticeId, job.channel, { state: outcome });
}

const workOptions = (context: DeliveryWorkerContext) =>
  ({ batchSize: 1, includeMetadata: true, pollingIntervalSeconds: context.settings.pollSeconds }) as const;

/**
 * `concurrency` pg-boss workers on one queue, each taking one job at a time. pg-boss waits its
 * polling interval after every fetch, even one that found a job: a worker that handled a job is
 * woken at once, so a backlog drains at the channels' pace, and only an empty queue is polled.
 */
async function workQueue<T extends object>(
  context: DeliveryWorkerContext,
  queue: string,
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<void> {
  const { boss } = context.queue;
  for (let i = 0; i < context.settings.concurrency; i += 1) {
    // Its id is known once `work` answers; a first job handled before that is not woken after.
    const worker: { id?: string } = {};
    worker.id = await boss.work<T>(queue, workOptions(context), async ([job]) => {
      if (!job) return;
      try {
        await handle(job);
      } finally {
        if (worker.id) boss.notifyWorker(worker.id);
      }
    });
  }
}

/** Takes fan-out jobs in this process until the queue stops. */
export function workFanouts(context: DeliveryWorkerContext): Promise<void> {
  return workQueue<FanoutJob>(context, FANOUT_QUEUE, (job) => spreadNotice(context, job.data));
}

/** Takes delivery jobs in this process until the queue stops. */
export function workDeliveries(context: DeliveryWorkerContext): Promise<void> {
  return workQueue<DeliveryJob>(context, DELIVERY_QUEUE, (job) => deliverNotice(context, job.data, job));
}

/** Starts this process's workers on both queues; the queue's `stop` ends them. */
export async function startDeliveryWorker(context: DeliveryWorkerContext): Promise<void> {
  await workFanouts(context);
  await workDeliveries(context);
}
