import { RedemptionSchema } from '@chokdee/shared-contract/schemas/reward';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rewards, rewardVariants } from '#api/rewards/rewards-tables';
import { creditPoints, sumPointTransactions } from '#api/rewards/points-repository';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { insertTestReward, rewardStock } from '#api/test/test-rewards';

jest.setTimeout(60_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const URL = '/public/v1/reward-redemptions';
const redeem = (who: MemberSession, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: URL, headers: who.headers, payload });
const balanceOf = async (who: MemberSession) =>
  (await app.inject({ method: 'GET', url: '/public/v1/points/balance', headers: who.headers })).json().data
    .balance;

async function variantStock(rewardCode: string, variantCode: string): Promise<number | undefined> {
  const [row] = await app.db
    .select({ stock: rewardVariants.stock })
    .from(rewardVariants)
    .innerJoin(rewards, eq(rewards.id, rewardVariants.reward_id))
    .where(and(eq(rewards.code, rewardCode), eq(rewardVariants.code, variantCode)));
  return row?.stock;
}

test('every call needs a member: 401 Thai', async () => {
  for (const [method, url] of [
    ['POST', URL],
    ['GET', URL],
    ['GET', `${URL}/RD-0000000000`],
  ] as const) {
    const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'กรุณาเข้าสู่ระบบ', status: 401 });
  }
});

test('redeeming takes the points and the stock, and the redemption can be read back', async () => {
  const member = await registerMember(app);
  const stockBefore = await rewardStock(app.db, 'LUCKY-NOTEBOOK');
  const response = await redeem(member, {
    reward_code: 'LUCKY-NOTEBOOK',
    reward_variant_code: null,
    quantity: 1,
  });
  expect(response.statusCode).toBe(201);
  const redemption = RedemptionSchema.parse(response.json().data);
  expect(redemption).toMatchObject({
    reward_code: 'LUCKY-NOTEBOOK',
    reward_name: 'สมุดบันทึกเลขมงคล',
    reward_variant_code: null,
    quantity: 1,
    points: 100,
    total_points: 100,
    status: 'prepare_to_ship',
  });
  expect(redemption.code).toMatch(/^RD-[0-9A-Z]{10}$/);
  expect(redemption.image.url).toMatch(/\/static\/rewards\/lucky-notebook\.svg$/);
  expect(redemption.created_at).toMatch(/\+07:00$/);

  expect(await balanceOf(member)).toBe(0);
  expect(await sumPointTransactions(app.db, member.userId)).toBe(0);
  expect(await rewardStock(app.db, 'LUCKY-NOTEBOOK')).toBe((stockBefore ?? 0) - 1);

  const list = await app.inject({ method: 'GET', url: URL, headers: member.headers });
  expect(list.json()).toEqual({ data: [redemption] });
  const one = await app.inject({ method: 'GET', url: `${URL}/${redemption.code}`, headers: member.headers });
  expect(one.json()).toEqual({ data: redemption });
});

test('quantity multiplies the cost; a variant reward takes the variant’s stock', async () => {
  const member = await registerMember(app);
  const code = await insertTestReward(app.db, { points: 30, stock: 10 });
  const response = await redeem(member, { reward_code: code, quantity: 3 });
  expect(response.statusCode).toBe(201);
  expect(response.json().data).toMatchObject({ quantity: 3, points: 30, total_points: 90 });
  expect(await balanceOf(member)).toBe(10);
  expect(await rewardStock(app.db, code)).toBe(7);

  const rich = await registerMember(app);
  expect(await balanceOf(rich)).toBe(100);
  await creditPoints(app.db, rich.userId, 900);
  const before = await variantStock('TOTE-BAG', 'NAVY');
  const bag = await redeem(rich, { reward_code: 'TOTE-BAG', reward_variant_code: 'NAVY', quantity: 2 });
  expect(bag.statusCode).toBe(201);
  expect(bag.json().data).toMatchObject({
    reward_variant_code: 'NAVY',
    reward_variant_name: 'สีกรมท่า',
    total_points: 600,
  });
  expect(await variantStock('TOTE-BAG', 'NAVY')).toBe((before ?? 0) - 2);
  expect(await balanceOf(rich)).toBe(400);
  expect(await sumPointTransactions(app.db, rich.userId)).toBe(400);
});

test('short of points: 422 แต้มสะสมไม่เพียงพอ, and the stock taken first is given back', async () => {
  const member = await registerMember(app);
  const stockBefore = await rewardStock(app.db, 'DRAGON-MUG');
  const response = await redeem(member, { reward_code: 'DRAGON-MUG', quantity: 1 });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message: 'แต้มสะสมไม่เพียงพอ', errors: [], status: 422 });
  expect(await rewardStock(app.db, 'DRAGON-MUG')).toBe(stockBefore);
  expect(await balanceOf(member)).toBe(100);
  expect((await app.inject({ method: 'GET', url: URL, headers: member.headers })).json()).toEqual({
    data: [],
  });
});

test('out of stock: 422 ของรางวัลหมดแล้ว, points untouched', async () => {
  const member = await registerMember(app);
  const response = await redeem(member, { reward_code: 'LOTTERY-CALENDAR', quantity: 1 });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message: 'ของรางวัลหมดแล้ว', errors: [], status: 422 });
  const few = await insertTestReward(app.db, { points: 10, stock: 2 });
  expect((await redeem(member, { reward_code: few, quantity: 3 })).json().message).toBe('ของรางวัลหมดแล้ว');
  expect(await balanceOf(member)).toBe(100);
  expect(await rewardStock(app.db, few)).toBe(2);
});

test.each([
  ['an unknown reward', { reward_code: 'NOPE', quantity: 1 }, 'reward_code', 'ไม่พบของรางวัลที่ระบุ'],
  [
    'a variant reward without a variant',
    { reward_code: 'TOTE-BAG', quantity: 1 },
    'reward_variant_code',
    'กรุณาเลือกตัวเลือกของรางวัล',
  ],
  [
    'an unknown variant',
    { reward_code: 'TOTE-BAG', reward_variant_code: 'PINK', quantity: 1 },
    'reward_variant_code',
    'ไม่พบตัวเลือกของรางวัลที่ระบุ',
  ],
  [
    'a variant of a reward without variants',
    { reward_code: 'LUCKY-NOTEBOOK', reward_variant_code: 'S', quantity: 1 },
    'reward_variant_code',
    'ไม่พบตัวเลือกของรางวัลที่ระบุ',
  ],
  [
    'another reward’s variant',
    { reward_code: 'TOTE-BAG', reward_variant_code: 'XL', quantity: 1 },
    'reward_variant_code',
    'ไม่พบตัวเลือกของรางวัลที่ระบุ',
  ],
])('422 with a field error for %s', async (_case, payload, field, message) => {
  const member = await registerMember(app);
  const response = await redeem(member, payload);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message, errors: [{ field, message }], status: 422 });
  expect(await balanceOf(member)).toBe(100);
});

test.each([
  ['quantity 0', { reward_code: 'LUCKY-NOTEBOOK', quantity: 0 }, 'quantity'],
  ['quantity 11', { reward_code: 'LUCKY-NOTEBOOK', quantity: 11 }, 'quantity'],
  ['quantity 1.5', { reward_code: 'LUCKY-NOTEBOOK', quantity: 1.5 }, 'quantity'],
  ['quantity as text', { reward_code: 'LUCKY-NOTEBOOK', quantity: '2' }, 'quantity'],
  ['no quantity', { reward_code: 'LUCKY-NOTEBOOK' }, 'quantity'],
  ['no reward code', { quantity: 1 }, 'reward_code'],
  ['a reward code with spaces inside', { reward_code: 'LUCKY NOTEBOOK', quantity: 1 }, 'reward_code'],
])('400 for %s', async (_case, payload, field) => {
  const member = await registerMember(app);
  const response = await redeem(member, payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: 'ข้อมูลไม่ถูกต้อง', status: 400 });
  expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
});

test('the quantity message is Thai', async () => {
  const member = await registerMember(app);
  const response = await redeem(member, { reward_code: 'LUCKY-NOTEBOOK', quantity: 11 });
  expect(response.json().errors).toEqual([{ field: 'quantity', message: 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10' }]);
});

test('another member’s redemption, or an unknown code, is a 404', async () => {
  const owner = await registerMember(app);
  const other = await registerMember(app);
  const { code } = (await redeem(owner, { reward_code: 'LUCKY-NOTEBOOK', quantity: 1 })).json().data;
  for (const [who, url] of [
    [other, `${URL}/${code}`],
    [owner, `${URL}/RD-UNKNOWN000`],
  ] as const) {
    const response = await app.inject({ method: 'GET', url, headers: who.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'ไม่พบรายการแลกของรางวัลที่ระบุ', errors: [], status: 404 });
  }
  expect((await app.inject({ method: 'GET', url: URL, headers: other.headers })).json()).toEqual({
    data: [],
  });
});

test('10 parallel redemptions with points for 3: exactly 3 succeed, the balance never goes below zero', async () => {
  const member = await registerMember(app);
  const code = await insertTestReward(app.db, { points: 30, stock: 100 });
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => redeem(member, { reward_code: code, quantity: 1 })),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
  expect(await balanceOf(member)).toBe(10);
  expect(await sumPointTransactions(app.db, member.userId)).toBe(10);
  expect(await rewardStock(app.db, code)).toBe(97);
});

test('10 parallel redemptions of a stock of 2: exactly 2 succeed, the rest are out of stock', async () => {
  const member = await registerMember(app);
  const code = await insertTestReward(app.db, { points: 10, stock: 2 });
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => redeem(member, { reward_code: code, quantity: 1 })),
  );
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
  expect(answers.filter((a) => a.json().message === 'ของรางวัลหมดแล้ว')).toHaveLength(8);
  expect(await rewardStock(app.db, code)).toBe(0);
  expect(await balanceOf(member)).toBe(80);
});
