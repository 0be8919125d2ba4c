import { eq } from 'drizzle-orm';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { adminHeaders, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { memberNotices } from '#api/notices/notices-tables';
import { rewardRedemptions } from '#api/rewards/rewards-tables';
import { questRewardShipments, questShipmentLogs } from './quests-tables';
import { ADMIN_REWARD_SHIPMENTS, claimedQuestReward, waitingRedemption } from './reward-shipment-fixtures';

/** Staff racing to ship the same parcel on a real PostgreSQL server: it ships once. */
jest.setTimeout(180_000);

const { testOnPostgres } = appOnPostgres('reward_shipments');

const RACERS = 12;
const trackingOf = (i: number) => `KER${String(100000000 + i)}`;

testOnPostgres(
  `${RACERS} staff ship one quest reward at once: one 200, the rest 409, one tracking number`,
  async (app) => {
    const member = await registerMember(app);
    const id = await claimedQuestReward(app, member, TEST_NOW);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `${ADMIN_REWARD_SHIPMENTS}/quest/${id}/ship`,
          headers: adminHeaders(),
          payload: { carrier: 'kerry', tracking_number: trackingOf(i) },
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(RACERS - 1);
    const [row] = await app.db.select().from(questRewardShipments).where(eq(questRewardShipments.id, id));
    expect(row).toMatchObject({ status: 'shipped', tracking_number: won[0]!.json().data.tracking_number });
    const logs = await app.db.select().from(questShipmentLogs).where(eq(questShipmentLogs.shipment_id, id));
    expect(logs.map((log) => log.status).sort()).toEqual(['courier_received', 'prepare_to_ship', 'shipped']);
    const told = await app.db.select().from(memberNotices).where(eq(memberNotices.user_id, member.userId));
    expect(told.map((notice) => notice.body)).toEqual([`Kerry Express เลขพัสดุ ${row!.tracking_number}`]);
  },
);

testOnPostgres(`${RACERS} staff ship one redemption at once: it ships once`, async (app) => {
  const member = await registerMember(app);
  const { id } = await waitingRedemption(app, member.userId, TEST_NOW);
  const answers = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      app.inject({
        method: 'POST',
        url: `${ADMIN_REWARD_SHIPMENTS}/redemption/${id}/ship`,
        headers: adminHeaders(),
        payload: { carrier: 'flash', tracking_number: trackingOf(i) },
      }),
    ),
  );
  const won = answers.filter((a) => a.statusCode === 200);
  expect(won).toHaveLength(1);
  expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(RACERS - 1);
  const [row] = await app.db.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id));
  expect(row).toMatchObject({ status: 'shipped', tracking_number: won[0]!.json().data.tracking_number });
  const told = await app.db.select().from(memberNotices).where(eq(memberNotices.user_id, member.userId));
  expect(told).toHaveLength(1);
});
