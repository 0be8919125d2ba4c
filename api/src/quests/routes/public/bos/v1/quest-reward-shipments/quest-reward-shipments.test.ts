import { ShipmentSchema } from '@chokdee/shared-contract/schemas/quest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questResults, questRewards } from '#api/quests/quests-tables';
import { CLAIM_ADDRESS, createQuest } from '#api/quests/quest-test-fixtures';
import { adminHeaders, buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';

jest.setTimeout(60_000);

const SHIPMENTS = '/public/bos/v1/quest-reward-shipments';
const ADMIN_SHIPMENTS = '/admin/v1/quest-reward-shipments';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A member with `value` counted on a new quest (as the dealer's confirmations leave it). */
async function memberAt(value: number, options: { target?: number; stock?: number } = {}) {
  const member = await registerMember(app);
  const quest = await createQuest(app, {
    target: options.target ?? 3,
    stock: options.stock ?? 5,
    now: TEST_NOW,
  });
  await app.db.insert(questResults).values({ quest_id: quest.questId, user_id: member.userId, value });
  return { member, ...quest };
}

const claim = (member: MemberSession, body: object) =>
  app.inject({ method: 'POST', url: SHIPMENTS, headers: member.headers, payload: body });

const stockOf = async (rewardId: number) =>
  (await app.db.select().from(questRewards).where(eq(questRewards.id, rewardId)))[0]!.stock;

test('a ready member registers an address: 201 with the shipment, stock taken, result completed', async () => {
  const { member, questId, rewardId } = await memberAt(3);
  const response = await claim(member, { ...CLAIM_ADDRESS, tel: '081-234-5678', quest_reward_id: rewardId });
  expect(response.statusCode).toBe(201);
  const shipment = ShipmentSchema.parse(response.json().data);
  expect(shipment).toMatchObject({
    quest_id: questId,
    reward: { id: rewardId, name: 'กระเป๋า' },
    tel: '0812345678',
    remark: 'ฝากไว้ที่ป้อมยาม',
    status: 'prepare_to_ship',
    logs: [{ status: 'prepare_to_ship' }],
  });
  expect(await stockOf(rewardId)).toBe(4);
  const quest = await app.inject({
    method: 'GET',
    url: `/public/bos/v1/quests/${questId}`,
    headers: member.headers,
  });
  expect(quest.json().data).toMatchObject({ activity_status: 'completed', shipment_id: shipment.id });

  const again = await claim(member, { ...CLAIM_ADDRESS, quest_reward_id: rewardId });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ message: 'ลงทะเบียนรับของรางวัลนี้แล้ว', status: 409 });
  expect(await stockOf(rewardId)).toBe(4);

  const list = await app.inject({ method: 'GET', url: SHIPMENTS, headers: member.headers });
  expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([shipment.id]);
  const one = await app.inject({
    method: 'GET',
    url: `${SHIPMENTS}/${shipment.id}`,
    headers: member.headers,
  });
  expect(one.json().data.id).toBe(shipment.id);
});

test('below the target: 422 and nothing taken; no result at all: 422', async () => {
  const { member, rewardId } = await memberAt(2);
  const response = await claim(member, { ...CLAIM_ADDRESS, quest_reward_id: rewardId });
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toBe('ยังไม่ผ่านเงื่อนไขของกิจกรรม');
  expect(await stockOf(rewardId)).toBe(5);
  const stranger = await registerMember(app);
  expect((await claim(stranger, { ...CLAIM_ADDRESS, quest_reward_id: rewardId })).statusCode).toBe(422);
});

test('out of stock: 409 in Thai, the result stays ready', async () => {
  const { member, rewardId } = await memberAt(3, { stock: 0 });
  const response = await claim(member, { ...CLAIM_ADDRESS, quest_reward_id: rewardId });
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe('ของรางวัลหมดแล้ว');
  const [result] = await app.db.select().from(questResults).where(eq(questResults.user_id, member.userId));
  expect(result!.status).toBe('active');
});

test('bad addresses get the §8 shape with a Thai message per field; an unknown reward is 404', async () => {
  const { member, rewardId } = await memberAt(3);
  const bad = await claim(member, {
    ...CLAIM_ADDRESS,
    recipient: ' ',
    tel: '08123',
    zip_code: 'abcde',
    province: undefined,
    quest_reward_id: rewardId,
  });
  expect(bad.statusCode).toBe(400);
  const body = bad.json();
  expect(body.status).toBe(400);
  expect(
    Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message])),
  ).toMatchObject({
    recipient: 'กรุณากรอกชื่อผู้รับ',
    province: 'กรุณากรอกจังหวัด',
    tel: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0',
    zip_code: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
  });
  expect(await stockOf(rewardId)).toBe(5);
  const unknown = await claim(member, { ...CLAIM_ADDRESS, quest_reward_id: 999_999 });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('ไม่พบของรางวัลที่ระบุ');
  expect((await app.inject({ method: 'POST', url: SHIPMENTS, payload: CLAIM_ADDRESS })).statusCode).toBe(401);
});

test("another member's shipment is 404; a bad id 400", async () => {
  const { member, rewardId } = await memberAt(3);
  const made = (await claim(member, { ...CLAIM_ADDRESS, quest_reward_id: rewardId })).json().data;
  const other = await registerMember(app);
  expect(
    (await app.inject({ method: 'GET', url: `${SHIPMENTS}/${made.id}`, headers: other.headers })).statusCode,
  ).toBe(404);
  expect(
    (await app.inject({ method: 'GET', url: `${SHIPMENTS}/x`, headers: other.headers })).statusCode,
  ).toBe(400);
});

test('the admin moves a shipment one step at a time, with carrier and tracking; each step is logged', async () => {
  const { member, rewardId } = await memberAt(3);
  const made = (await claim(member, { ...CLAIM_ADDRESS, quest_reward_id: rewardId })).json().data;
  const move = (payload: object, headers = adminHeaders()) =>
    app.inject({ method: 'POST', url: `${ADMIN_SHIPMENTS}/${made.id}/status`, headers, payload });

  expect((await move({ status: 'shipped' })).statusCode).toBe(422);
  expect((await move({ status: 'courier_received' }, { authorization: 'Bearer wrong' })).statusCode).toBe(
    401,
  );
  expect((await move({ status: 'courier_received' })).statusCode).toBe(200);
  const shipped = await move({ status: 'shipped', carrier: 'ไปรษณีย์ไทย', tracking_number: 'EF123456789TH' });
  expect(shipped.json().data).toMatchObject({
    status: 'shipped',
    carrier: 'ไปรษณีย์ไทย',
    tracking_number: 'EF123456789TH',
  });
  expect((await move({ status: 'received' })).statusCode).toBe(200);
  expect((await move({ status: 'cancelled' })).statusCode).toBe(422);
  expect((await move({ status: 'lost' })).statusCode).toBe(400);

  const mine = await app.inject({ method: 'GET', url: `${SHIPMENTS}/${made.id}`, headers: member.headers });
  expect(mine.json().data.logs.map((l: { status: string }) => l.status)).toEqual([
    'prepare_to_ship',
    'courier_received',
    'shipped',
    'received',
  ]);
  const all = await app.inject({ method: 'GET', url: ADMIN_SHIPMENTS, headers: adminHeaders() });
  expect(all.json().data.some((s: { id: number }) => s.id === made.id)).toBe(true);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `${ADMIN_SHIPMENTS}/999999/status`,
        headers: adminHeaders(),
        payload: { status: 'shipped' },
      })
    ).statusCode,
  ).toBe(404);
});

test('a cancelled shipment gives its reward back to the stock', async () => {
  const { member, rewardId } = await memberAt(3, { stock: 1 });
  const made = (await claim(member, { ...CLAIM_ADDRESS, quest_reward_id: rewardId })).json().data;
  expect(await stockOf(rewardId)).toBe(0);
  const cancel = await app.inject({
    method: 'POST',
    url: `${ADMIN_SHIPMENTS}/${made.id}/status`,
    headers: adminHeaders(),
    payload: { status: 'cancelled' },
  });
  expect(cancel.statusCode).toBe(200);
  expect(await stockOf(rewardId)).toBe(1);
});
