import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { questResults, questRewards, questRewardShipments } from './quests-tables';
import { TEST_NOW } from '../test/build-test-app';
import { registerMember } from '../test/member-session';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { createTestStore } from '../test/store-fixtures';
import { createTokenMembers } from '../test/token-members';
import { countSaleTowardQuests } from './count-sale';
import { CLAIM_ADDRESS, createQuest, dealerToken, decide, paidOrder } from './quest-test-fixtures';

/**
 * The quest races on a real PostgreSQL server (PGlite runs one statement at a time): claims
 * against one result and one reward's stock, and confirmations counted at once.
 */
jest.setTimeout(180_000);

const slipsRoot = mkdtempSync(path.join(os.tmpdir(), 'chokdee-quests-pg-'));
const { testOnPostgres } = appOnPostgres('quests', { config: { slipsDir: path.join(slipsRoot, 'slips') } });

afterAll(() => {
  rmSync(slipsRoot, { recursive: true, force: true });
});

const SHIPMENTS = '/public/bos/v1/quest-reward-shipments';

testOnPostgres('20 identical claims at once: one shipment, 19 refusals, one reward taken', async (app) => {
  const member = await registerMember(app);
  const { questId, rewardId } = await createQuest(app, { target: 2, stock: 5, now: TEST_NOW });
  await app.db.insert(questResults).values({ quest_id: questId, user_id: member.userId, value: 2 });
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      app.inject({
        method: 'POST',
        url: SHIPMENTS,
        headers: member.headers,
        payload: { ...CLAIM_ADDRESS, quest_reward_id: rewardId },
      }),
    ),
  );
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
  const shipments = await app.db
    .select()
    .from(questRewardShipments)
    .where(eq(questRewardShipments.user_id, member.userId));
  expect(shipments).toHaveLength(1);
  const [reward] = await app.db.select().from(questRewards).where(eq(questRewards.id, rewardId));
  expect(reward!.stock).toBe(4);
});

testOnPostgres(
  '12 ready members race for 3 rewards: exactly 3 shipments, stock 0, never below',
  async (app) => {
    const members = await createTokenMembers(app.db, app.config, TEST_NOW, 12);
    const { questId, rewardId } = await createQuest(app, { target: 1, stock: 3, now: TEST_NOW });
    await app.db
      .insert(questResults)
      .values(members.map((m) => ({ quest_id: questId, user_id: m.userId, value: 1 })));
    const answers = await Promise.all(
      members.map((m) =>
        app.inject({
          method: 'POST',
          url: SHIPMENTS,
          headers: m.headers,
          payload: { ...CLAIM_ADDRESS, quest_reward_id: rewardId },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused.every((a) => a.json().message === 'ของรางวัลหมดแล้ว')).toBe(true);
    const [reward] = await app.db.select().from(questRewards).where(eq(questRewards.id, rewardId));
    expect(reward!.stock).toBe(0);
    const shipments = await app.db
      .select()
      .from(questRewardShipments)
      .where(eq(questRewardShipments.quest_reward_id, rewardId));
    expect(shipments).toHaveLength(3);
  },
);

testOnPostgres(
  "10 of one member's orders confirmed at once (each twice): counted exactly once each",
  async (app) => {
    const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['505050'], copies: 30 });
    const token = await dealerToken(app, shop);
    const member = await registerMember(app);
    const { questId } = await createQuest(app, { target: 100, stock: 1, now: TEST_NOW });
    const placed = [];
    for (let i = 0; i < 10; i++) {
      placed.push(
        await paidOrder(app, { shop, member, number: '505050', count: i < 5 ? 1 : 2, now: TEST_NOW }),
      );
    }
    const answers = await Promise.all(
      placed.flatMap((order) => [
        decide(app, token, order.code, { decision: 'confirm' }),
        decide(app, token, order.code, { decision: 'confirm' }),
      ]),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    const [result] = await app.db
      .select()
      .from(questResults)
      .where(and(eq(questResults.quest_id, questId), eq(questResults.user_id, member.userId)));
    expect(result!.value).toBe(5 * 1 + 5 * 2);
  },
);

testOnPostgres('the sale hook itself, run 8 times at once for one order, counts it once', async (app) => {
  const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['606060'], copies: 5 });
  const token = await dealerToken(app, shop);
  const member = await registerMember(app);
  const { questId } = await createQuest(app, { target: 50, stock: 1, now: TEST_NOW });
  const order = await paidOrder(app, { shop, member, number: '606060', count: 3, now: TEST_NOW });
  expect((await decide(app, token, order.code, { decision: 'confirm' })).statusCode).toBe(200);
  const sale = { orderId: order.id, memberId: member.userId, ticketCount: 3, confirmedAt: TEST_NOW };
  await Promise.all(
    Array.from({ length: 8 }, () => app.db.transaction((tx) => countSaleTowardQuests(tx, sale))),
  );
  const [result] = await app.db
    .select()
    .from(questResults)
    .where(and(eq(questResults.quest_id, questId), eq(questResults.user_id, member.userId)));
  expect(result!.value).toBe(3);
});
