import { QuestSchema, type Quest } from '@chokdee/shared-contract/schemas/quest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { questCountedOrders, questResults } from '#api/quests/quests-tables';
import { createQuest, dealerToken, decide, paidOrder } from '#api/quests/quest-test-fixtures';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';

jest.setTimeout(90_000);

const QUESTS = '/public/bos/v1/quests';
const DAY = 24 * 60 * 60 * 1000;
const slipsRoot = mkdtempSync(path.join(os.tmpdir(), 'chokdee-quests-test-'));
let app: FastifyInstance;
let shop: TestStore;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ config: { slipsDir: path.join(slipsRoot, 'slips') } });
  shop = await createTestStore(app.db, {
    now: TEST_NOW,
    numbers: ['111111', '222222', '333333'],
    copies: 30,
  });
  token = await dealerToken(app, shop);
});
afterAll(async () => {
  await app.close();
  rmSync(slipsRoot, { recursive: true, force: true });
});

const get = (url: string, member: MemberSession) =>
  app.inject({ method: 'GET', url, headers: member.headers });
const questOf = (list: Quest[], id: number) => list.find((q) => q.id === id);
const result = (userId: number, questId: number) =>
  app.db
    .select()
    .from(questResults)
    .where(and(eq(questResults.user_id, userId), eq(questResults.quest_id, questId)))
    .then((rows) => rows[0]);

test('every quest call needs a member: 401 in Thai without a token', async () => {
  for (const url of [
    QUESTS,
    `${QUESTS}/active`,
    `${QUESTS}/active/count`,
    `${QUESTS}/completable/count`,
    `${QUESTS}/1`,
  ]) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'กรุณาเข้าสู่ระบบ', status: 401 });
  }
});

test('a confirmed order counts its tickets once toward each live quest; the strip moves to the target', async () => {
  const member = await registerMember(app);
  const { questId } = await createQuest(app, { target: 3, stock: 5, now: TEST_NOW });
  const first = await paidOrder(app, { shop, member, number: '111111', count: 2, now: TEST_NOW });
  expect((await decide(app, token, first.code, { decision: 'confirm' })).statusCode).toBe(200);
  expect(await result(member.userId, questId)).toMatchObject({ value: 2, status: 'active' });

  // Confirming again is refused by the inventory and, even if it got here, counts nothing.
  expect((await decide(app, token, first.code, { decision: 'confirm' })).statusCode).toBe(422);
  const counted = await app.db
    .select()
    .from(questCountedOrders)
    .where(eq(questCountedOrders.order_id, first.id));
  expect(counted.filter((c) => c.quest_id === questId)).toHaveLength(1);

  let active = (await get(`${QUESTS}/active?includes=quest_rules,quest_rewards`, member)).json()
    .data as Quest[];
  expect(questOf(active, questId)).toMatchObject({
    activity_status: 'in_progress',
    quest_results: [{ value: 2, status: 'active' }],
    quest_rules: [{ type: 'buy_tickets', target: 3 }],
  });
  expect((await get(`${QUESTS}/completable/count`, member)).json().data).toBe(0);

  // Going past the target stops at it: value equals target is what "ready" means (spec §4).
  const second = await paidOrder(app, { shop, member, number: '222222', count: 2, now: TEST_NOW });
  expect((await decide(app, token, second.code, { decision: 'confirm' })).statusCode).toBe(200);
  expect(await result(member.userId, questId)).toMatchObject({ value: 3 });
  active = (await get(`${QUESTS}/active`, member)).json().data as Quest[];
  expect(active[0]!.id).toBe(questId);
  expect(active[0]!.activity_status).toBe('waiting');
  expect((await get(`${QUESTS}/completable/count`, member)).json().data).toBe(1);
  expect((await get(`${QUESTS}/active/count`, member)).json().data).toBe(active.length);
  for (const quest of active) expect(QuestSchema.parse(quest)).toEqual(quest);
});

test('a rejected order, or one confirmed outside the window, never counts', async () => {
  const member = await registerMember(app);
  const { questId } = await createQuest(app, { target: 5, stock: 5, now: TEST_NOW });
  const { questId: ended } = await createQuest(app, {
    target: 5,
    stock: 5,
    now: TEST_NOW,
    startedAt: new Date(TEST_NOW.getTime() - 10 * DAY),
    endedAt: new Date(TEST_NOW.getTime() - DAY),
  });
  const order = await paidOrder(app, { shop, member, number: '333333', count: 1, now: TEST_NOW });
  expect((await decide(app, token, order.code, { decision: 'reject', reason: 'ยอดไม่ตรง' })).statusCode).toBe(
    200,
  );
  expect(await result(member.userId, questId)).toBeUndefined();

  const confirmed = await paidOrder(app, { shop, member, number: '333333', count: 1, now: TEST_NOW });
  expect((await decide(app, token, confirmed.code, { decision: 'confirm' })).statusCode).toBe(200);
  expect(await result(member.userId, questId)).toMatchObject({ value: 1 });
  expect(await result(member.userId, ended)).toBeUndefined();
});

test('the list shows published quests with their activity status; one quest by id; unknown → 404', async () => {
  const member = await registerMember(app);
  const { questId: incoming } = await createQuest(app, {
    target: 2,
    stock: 1,
    now: TEST_NOW,
    startedAt: new Date(TEST_NOW.getTime() + DAY),
    endedAt: new Date(TEST_NOW.getTime() + 9 * DAY),
  });
  const list = (await get(QUESTS, member)).json().data as Quest[];
  expect(questOf(list, incoming)?.activity_status).toBe('incoming');
  expect(questOf((await get(`${QUESTS}/active`, member)).json().data as Quest[], incoming)).toBeUndefined();

  const one = await get(`${QUESTS}/${incoming}`, member);
  expect(one.statusCode).toBe(200);
  expect(one.json().data.quest_rewards[0].image.url).toMatch(
    /^http:\/\/localhost(:\d+)?\/static\/rewards\/tote-bag\.svg$/,
  );
  const missing = await get(`${QUESTS}/999999`, member);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('ไม่พบกิจกรรมที่ระบุ');
  expect((await get(`${QUESTS}/abc`, member)).statusCode).toBe(400);
});

test('an inactive quest is neither listed nor counted', async () => {
  const member = await registerMember(app);
  const { questId } = await createQuest(app, { target: 2, stock: 1, now: TEST_NOW });
  const off = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/quests/${questId}`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { status: 'inactive' },
  });
  expect(off.statusCode).toBe(200);
  expect(questOf((await get(QUESTS, member)).json().data as Quest[], questId)).toBeUndefined();
  const order = await paidOrder(app, { shop, member, number: '111111', count: 1, now: TEST_NOW });
  expect((await decide(app, token, order.code, { decision: 'confirm' })).statusCode).toBe(200);
  expect(await result(member.userId, questId)).toBeUndefined();
});
