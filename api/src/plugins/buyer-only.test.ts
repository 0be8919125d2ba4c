import { BUYER_REQUIREMENT_MESSAGES } from '@chokdee/shared-contract/rules/buyer-requirements';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { issueAuthToken } from '#api/auth/sessions';
import { insertUser } from '#api/auth/users-repository';
import { users } from '#api/auth/auth-tables';
import { bearer, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { registerMember, verifyPhone } from '#api/test/member-session';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';
import { insertTestReward, rewardStock } from '#api/test/test-rewards';

jest.setTimeout(60_000);

const clock = createTestClock();
let app: FastifyInstance;
let shop: TestStore;
let rewardCode: string;

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
  shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['123456'], copies: 5, price: 80 });
  rewardCode = await insertTestReward(app.db, { points: 10, stock: 50 });
});
afterAll(() => app.close());
afterEach(() => clock.set(TEST_NOW));

type Headers = Record<string, string>;

/** Every call that spends money or points, as a member's client sends it. */
const SPENDING_CALLS: { name: string; request: (headers: Headers) => InjectOptions }[] = [
  {
    name: 'open a lottery cart',
    request: (headers) => ({
      method: 'POST',
      url: '/public/v2/carts',
      headers: { ...headers, 'x-store-code': shop.store.code },
    }),
  },
  {
    name: 'hold tickets in a cart',
    request: (headers) => ({
      method: 'POST',
      url: `/public/v2/carts/${randomUUID()}/items`,
      headers: { ...headers, 'x-store-code': shop.store.code },
      payload: { number: '123456', quantity: 1 },
    }),
  },
  {
    name: 'hold random tickets in a cart',
    request: (headers) => ({
      method: 'POST',
      url: `/public/v2/carts/${randomUUID()}/items-group`,
      headers: { ...headers, 'x-store-code': shop.store.code },
      payload: { quantity: 1 },
    }),
  },
  ...['/public/bos/v1/orders', '/public/bos/v1/orders/lottery-shelf'].map((url) => ({
    name: `order lottery tickets (${url})`,
    request: (headers: Headers): InjectOptions => ({
      method: 'POST',
      url,
      headers,
      payload: { channel: 'web', member_name: 'สมชาย', cart_key: randomUUID(), address_id: null },
    }),
  })),
  {
    name: 'buy in the amulet shop',
    request: (headers) => ({
      method: 'POST',
      url: '/api/public/v1/purchases',
      headers,
      payload: { channel: 'web', member_name: 'สมชาย', cart_key: randomUUID(), address_id: 1 },
    }),
  },
  {
    name: 'redeem a reward with points',
    request: (headers) => ({
      method: 'POST',
      url: '/public/v1/reward-redemptions',
      headers,
      payload: { reward_code: rewardCode, reward_variant_code: null, quantity: 1 },
    }),
  },
];

const refusal = (code: keyof typeof BUYER_REQUIREMENT_MESSAGES) => ({
  message: BUYER_REQUIREMENT_MESSAGES[code],
  errors: [],
  status: 403,
  code,
});

async function expectEveryCallRefused(headers: Headers, code: keyof typeof BUYER_REQUIREMENT_MESSAGES) {
  for (const call of SPENDING_CALLS) {
    const response = await app.inject(call.request(headers));
    expect({ call: call.name, status: response.statusCode, body: response.json() }).toEqual({
      call: call.name,
      status: 403,
      body: refusal(code),
    });
  }
}

async function expectNoCallRefused(headers: Headers) {
  for (const call of SPENDING_CALLS) {
    const response = await app.inject(call.request(headers));
    expect({ call: call.name, status: response.statusCode }).not.toEqual({ call: call.name, status: 403 });
  }
}

/** A member row straight in the database (LINE sign-up, or a birth date the profile form refuses). */
async function memberRow(fields: {
  login_provider: 'local' | 'line';
  verified_otp_id?: number | null;
  date_of_birth?: string | null;
}): Promise<{ id: number; headers: Headers }> {
  const user = await insertUser(app.db, {
    ref: randomUUID(),
    name: 'ทดสอบ',
    lastname: 'ผู้ซื้อ',
    line_user_id: fields.login_provider === 'line' ? `U${randomUUID().replaceAll('-', '')}` : null,
    ...fields,
  });
  const token = await issueAuthToken(app.db, app.config, TEST_NOW, user.id, fields.login_provider);
  return { id: user.id, headers: bearer(token) };
}

test('a local member whose phone is not verified: every spending call is a Thai 403 phone_not_verified', async () => {
  const { token } = await registerLocal(app);
  await expectEveryCallRefused(bearer(token), 'phone_not_verified');
});

test('a verified local member without a date of birth: 403 date_of_birth_missing', async () => {
  const { tel, token } = await registerLocal(app);
  const headers = bearer(token);
  await verifyPhone(app, headers, tel);
  await expectEveryCallRefused(headers, 'date_of_birth_missing');
});

test('a LINE member needs no phone but a date of birth (spec §4 guards)', async () => {
  const line = await memberRow({ login_provider: 'line' });
  await expectEveryCallRefused(line.headers, 'date_of_birth_missing');
  const adult = await memberRow({ login_provider: 'line', date_of_birth: '1990-04-13' });
  await expectNoCallRefused(adult.headers);
});

test('a member under 20 on today’s Bangkok date: 403 under_age, whatever the birth date was saved by', async () => {
  const young = await memberRow({ login_provider: 'local', verified_otp_id: 1, date_of_birth: '2010-01-01' });
  await expectEveryCallRefused(young.headers, 'under_age');
});

test('the 20th birthday counts from midnight in Bangkok, not in UTC', async () => {
  // 2026-11-21 18:00 UTC is already 22 November, 01:00, in Bangkok.
  clock.set('2026-11-21T18:00:00Z');
  const turning = await memberRow({
    login_provider: 'local',
    verified_otp_id: 1,
    date_of_birth: '2006-11-22',
  });
  const tomorrow = await memberRow({
    login_provider: 'local',
    verified_otp_id: 1,
    date_of_birth: '2006-11-23',
  });
  const redeem = SPENDING_CALLS.at(-1)!.request;
  expect((await app.inject(redeem(turning.headers))).statusCode).toBe(201);
  expect((await app.inject(redeem(tomorrow.headers))).json()).toEqual(refusal('under_age'));
});

test('a member who verified and gave a birth date may spend: the calls reach their own checks', async () => {
  const member = await registerMember(app);
  await expectNoCallRefused(member.headers);
  const stock = await rewardStock(app.db, rewardCode);
  const redeemed = await app.inject(SPENDING_CALLS.at(-1)!.request(member.headers));
  expect(redeemed.statusCode).toBe(201);
  expect(await rewardStock(app.db, rewardCode)).toBe((stock ?? 0) - 1);
});

test('a verification made in another API process (this one still caches the old member) is honoured at once', async () => {
  const { token } = await registerLocal(app);
  const headers = bearer(token);
  const redeem = SPENDING_CALLS.at(-1)!.request;
  // This process now caches the token with the unverified member.
  expect((await app.inject(redeem(headers))).json()).toEqual(refusal('phone_not_verified'));
  // Another process verified them: the row changed, this process's cache did not.
  await app.db
    .update(users)
    .set({ verified_otp_id: 1, date_of_birth: '1990-04-13' })
    .where(eq(users.ref, (await me(headers)).ref));
  // The guard reads the member again before refusing: verified now, welcomed, the reward is theirs.
  expect((await app.inject(redeem(headers))).statusCode).toBe(201);
});

test('a refused spending call takes nothing: the reward stock is unchanged', async () => {
  const { token } = await registerLocal(app);
  const stock = await rewardStock(app.db, rewardCode);
  const responses = await Promise.all(
    Array.from({ length: 5 }, () => app.inject(SPENDING_CALLS.at(-1)!.request(bearer(token)))),
  );
  expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
  expect(await rewardStock(app.db, rewardCode)).toBe(stock);
});

async function me(headers: Headers): Promise<{ ref: string }> {
  return (await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers })).json().data;
}
