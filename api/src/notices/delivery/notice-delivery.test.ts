import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { recordNotice } from '../notices-repository';
import type PgBoss from 'pg-boss';
import { deliverNotice, spreadNotice, workDeliveries, type DeliveryWorkerContext } from './delivery-worker';
import { FakeDeliveryChannel } from '#api/testing/fake-delivery-channel';
import { DEAD_LETTER_QUEUE, DELIVERY_QUEUE, type DeliveryJob } from './notice-queue';

/**
 * The delivery queue on PGlite, end to end: notices recorded in transactions, the worker of the
 * test app (on, polling fast), and two channels that stand in for LINE and web push.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
const line = new FakeDeliveryChannel('line');
const push = new FakeDeliveryChannel('push');
beforeAll(async () => {
  app = await buildTestApp({
    config: {
      noticeDelivery: {
        worker: true,
        attempts: 3,
        retryDelaySeconds: 1,
        expireSeconds: 2,
        pollSeconds: 0.5,
        concurrency: 2,
      },
    },
  });
  app.noticeChannels.standIn(line);
  app.noticeChannels.standIn(push);
});
afterAll(() => app.close());
afterEach(() => {
  line.answer = push.answer = async () => 'sent';
});

let events = 0;
const slipConfirmed = (userId: number) => ({
  userId,
  kind: 'slip-confirmed' as const,
  eventKey: `order:${(events += 1)}:confirmed`,
  title: 'ร้านยืนยันสลิปของคุณแล้ว',
});

/** Records a notice in a committed transaction; its id. */
async function committedNotice(userId: number): Promise<number> {
  const input = slipConfirmed(userId);
  await app.db.transaction((tx) => recordNotice(tx, input));
  const result = await app.db.execute(
    sql`SELECT id FROM member_notices WHERE user_id = ${userId} AND event_key = ${input.eventKey}`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

/** Waits until every queued job has been tried to its end. */
async function settled(limitMs = 30_000): Promise<void> {
  const until = Date.now() + limitMs;
  while ((await app.noticeQueue.pending()) > 0) {
    if (Date.now() > until) throw new Error('deliveries still pending');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function deliveryRow(noticeId: number, channel: string) {
  const result = await app.db.execute(
    sql`SELECT state, attempts, last_error FROM notice_deliveries WHERE notice_id = ${noticeId} AND channel = ${channel}`,
  );
  return (result as unknown as { rows: { state: string; attempts: number; last_error: string | null }[] })
    .rows[0];
}

const context = (): DeliveryWorkerContext => ({
  queue: app.noticeQueue,
  db: app.db,
  channels: app.noticeChannels,
  settings: app.config.noticeDelivery,
  log: app.log,
});

let member: MemberSession;
beforeEach(async () => {
  member = await registerMember(app);
});

test('a notice rolled back with its change queues nothing; a committed one goes out once on each connected channel', async () => {
  line.connected.add(member.userId);
  push.connected.add(member.userId);
  await app.db
    .transaction(async (tx) => {
      await recordNotice(tx, slipConfirmed(member.userId));
      throw new Error('the change failed');
    })
    .catch(() => undefined);
  expect(await app.noticeQueue.pending()).toBe(0);

  const id = await committedNotice(member.userId);
  await settled();
  expect(line.ids().filter((n) => n === id)).toEqual([id]);
  expect(push.ids().filter((n) => n === id)).toEqual([id]);
  expect(await deliveryRow(id, 'line')).toMatchObject({ state: 'sent', attempts: 1 });
  expect(line.delivered.find((d) => d.notice.id === id)?.notice).toMatchObject({
    userId: member.userId,
    kind: 'slip-confirmed',
    title: 'ร้านยืนยันสลิปของคุณแล้ว',
  });
});

test('nothing goes out on a channel the member has not connected', async () => {
  push.connected.add(member.userId);
  const id = await committedNotice(member.userId);
  await settled();
  expect(line.ids()).not.toContain(id);
  expect(push.ids()).toContain(id);
  expect(await deliveryRow(id, 'line')).toBeUndefined();
});

/** Runs `body` while this process takes no delivery jobs (as if its worker were gone). */
async function withoutDeliveryWorker(body: () => Promise<void>): Promise<void> {
  await app.noticeQueue.boss.offWork(DELIVERY_QUEUE);
  try {
    await body();
  } finally {
    await workDeliveries(context());
  }
}

/** Waits for the notice's delivery job and takes it, as a worker fetching it would. */
async function takeDeliveryJob(): Promise<PgBoss.JobWithMetadata<DeliveryJob>> {
  for (let i = 0; i < 100; i += 1) {
    const [job] = await app.noticeQueue.boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { includeMetadata: true });
    if (job) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no delivery job queued');
}

test('a fan-out run twice queues one delivery; two workers on the same delivery send once', async () => {
  line.connected.add(member.userId);
  await withoutDeliveryWorker(async () => {
    const id = await committedNotice(member.userId);
    const job = await takeDeliveryJob(); // the worker's own fan-out queued it
    await Promise.all([spreadNotice(context(), { noticeId: id }), spreadNotice(context(), { noticeId: id })]);
    expect(await app.noticeQueue.boss.getQueueSize(DELIVERY_QUEUE, { before: 'completed' })).toBe(1);

    // The first worker is held in the channel while a second runs the same job beside it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    line.answer = async () => {
      await held;
      return 'sent';
    };
    const first = deliverNotice(context(), job.data, job);
    await new Promise((r) => setTimeout(r, 200));
    await deliverNotice(context(), job.data, job);
    release();
    await first;
    await deliverNotice(context(), job.data, job); // and once more after it is sent
    await app.noticeQueue.boss.complete(DELIVERY_QUEUE, job.id);
    expect(line.ids().filter((n) => n === id)).toEqual([id]);
    expect(await deliveryRow(id, 'line')).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

test('a channel that throws is tried again with growing back-off, then dead for staff to see', async () => {
  push.connected.add(member.userId);
  push.answer = async () => {
    throw new Error('push service 503');
  };
  const deadBefore = await app.noticeQueue.boss.getQueueSize(DEAD_LETTER_QUEUE);
  const id = await committedNotice(member.userId);
  await settled();
  const tries = push.delivered.filter((d) => d.notice.id === id).map((d) => d.at);
  expect(tries).toHaveLength(3);
  // Back-off doubles from 1 s: at least 1 s, then at least 2 s.
  expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
  expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1_900);
  expect(await deliveryRow(id, 'push')).toEqual({
    state: 'dead',
    attempts: 3,
    last_error: 'push service 503',
  });
  expect(await app.noticeQueue.boss.getQueueSize(DEAD_LETTER_QUEUE)).toBe(deadBefore + 1);
});

test('an unreachable member is not tried again', async () => {
  line.connected.add(member.userId);
  line.answer = async () => 'unreachable';
  const id = await committedNotice(member.userId);
  await settled();
  expect(line.ids().filter((n) => n === id)).toEqual([id]);
  expect(await deliveryRow(id, 'line')).toMatchObject({ state: 'unreachable', attempts: 1 });
});

test('a job taken by a worker that died is delivered after its expiry, not lost', async () => {
  line.connected.add(member.userId);
  let id = 0;
  await withoutDeliveryWorker(async () => {
    id = await committedNotice(member.userId);
    const job = await takeDeliveryJob();
    // The worker holding it dies inside the channel: the row says sending, the job stays active.
    line.answer = () => new Promise(() => undefined);
    void deliverNotice(context(), job.data, job);
    await new Promise((r) => setTimeout(r, 200));
    expect(await deliveryRow(id, 'line')).toMatchObject({ state: 'sending' });
    await app.noticeQueue.expireStuckJobs(); // before the expiry: still held
    expect(await app.noticeQueue.boss.getQueueSize(DELIVERY_QUEUE, { before: 'active' })).toBe(0);
    await new Promise((r) => setTimeout(r, 2_200)); // past the 2 s expiry
    await app.noticeQueue.expireStuckJobs();
    line.answer = async () => 'sent';
  });
  // The live worker takes the job again after its back-off and sends it.
  await settled();
  expect(line.ids().filter((n) => n === id)).toEqual([id, id]);
  expect(await deliveryRow(id, 'line')).toMatchObject({ state: 'sent', attempts: 1 });
});
