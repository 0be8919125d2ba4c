import { sql } from 'drizzle-orm';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { recordNotice } from '../notices-repository';
import { FakeDeliveryChannel } from '#api/testing/fake-delivery-channel';

jest.setTimeout(60_000);

test('a shutdown lets the delivery under way finish and record it, and fetches nothing more', async () => {
  const app = await buildTestApp({
    config: {
      noticeDelivery: {
        worker: true,
        attempts: 3,
        retryDelaySeconds: 1,
        expireSeconds: 30,
        pollSeconds: 0.5,
        concurrency: 2,
      },
    },
  });
  const line = new FakeDeliveryChannel('line');
  app.noticeChannels.standIn(line);
  const member = await registerMember(app);
  line.connected.add(member.userId);
  let started!: () => void;
  const underWay = new Promise<void>((resolve) => (started = resolve));
  line.answer = async () => {
    started();
    await new Promise((r) => setTimeout(r, 1_500));
    return 'sent';
  };
  const record = (key: string) =>
    app.db.transaction((tx) =>
      recordNotice(tx, { userId: member.userId, kind: 'win', eventKey: key, title: 'ถูกรางวัล' }),
    );
  await record('draw:1:win');
  await underWay;

  // A shutdown begins (SIGTERM): the worker stops fetching; the delivery under way goes on.
  app.shutdownGate.begin();
  await record('draw:2:win');
  const states = async () =>
    ((await app.db.execute(sql`SELECT state FROM notice_deliveries`)) as unknown as { rows: unknown[] }).rows;
  for (let i = 0; i < 50 && (await states()).length === 0; i += 1)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2_500));
  expect(await states()).toEqual([{ state: 'sent' }]);
  expect(line.delivered).toHaveLength(1);
  // The notice told after the shutdown began waits in the queue for another process.
  expect(await app.noticeQueue.pending()).toBe(1);
  await app.close();
});
