import { buildApp } from '#api/app';
import type { FastifyInstance } from 'fastify';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { TEST_NOW, testConfig } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { recordNotice } from '../notices-repository';
import { FakeDeliveryChannel } from '#api/testing/fake-delivery-channel';

/**
 * The delivery queue on a real PostgreSQL server with two API processes' workers fetching at
 * once: every committed notice is sent once per channel, whichever worker takes it, and a rolled
 * back one never. REQUIRE_PG=1 makes "not reachable" a failure.
 */

jest.setTimeout(120_000);

const fast = {
  worker: true,
  attempts: 3,
  retryDelaySeconds: 1,
  expireSeconds: 10,
  pollSeconds: 0.5,
  concurrency: 4,
};
const { url, testOnPostgres } = appOnPostgres('notice_delivery', { config: { noticeDelivery: fast } });

async function settled(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 300 && (await app.noticeQueue.pending()) > 0; i += 1)
    await new Promise((r) => setTimeout(r, 100));
  expect(await app.noticeQueue.pending()).toBe(0);
}

testOnPostgres('two workers fetching together send each committed notice once per channel', async (app) => {
  const other = await buildApp({
    config: testConfig({ databaseUrl: url, noticeDelivery: fast }),
    clock: () => TEST_NOW,
    prepareDatabase: false,
  });
  try {
    // One channel per process, as LINE would be in each: both reach every member.
    const here = new FakeDeliveryChannel('line');
    const there = new FakeDeliveryChannel('line');
    // Each send takes a moment, as a real push does: on an idle machine one worker could otherwise
    // empty the queue before the other's next poll, and the race would not happen.
    const sendSlowly = async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return 'sent' as const;
    };
    here.answer = sendSlowly;
    there.answer = sendSlowly;
    app.noticeChannels.add(here);
    other.noticeChannels.add(there);
    const members = await Promise.all([1, 2, 3, 4].map(() => registerMember(app)));
    for (const m of members) [here, there].forEach((channel) => channel.connected.add(m.userId));

    await app.db
      .transaction(async (tx) => {
        await recordNotice(tx, {
          userId: members[0]!.userId,
          kind: 'win',
          eventKey: 'draw:0:win',
          title: 'ถูกรางวัล',
        });
        throw new Error('the import failed');
      })
      .catch(() => undefined);
    // 40 notices committed at once from both processes.
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        (n % 2 ? app : other).db.transaction((tx) =>
          recordNotice(tx, {
            userId: members[n % members.length]!.userId,
            kind: 'slip-confirmed',
            eventKey: `order:${n}:confirmed`,
            title: `ร้านยืนยันสลิปคำสั่งซื้อ ${n} แล้ว`,
          }),
        ),
      ),
    );
    await settled(app);
    const sent = [...here.ids(), ...there.ids()].sort((a, b) => a - b);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    // Both processes took a share: the race was real.
    expect(here.ids().length).toBeGreaterThan(0);
    expect(there.ids().length).toBeGreaterThan(0);
    console.info(`deliveries: ${here.ids().length} by one worker, ${there.ids().length} by the other`);
  } finally {
    await other.close();
  }
});
