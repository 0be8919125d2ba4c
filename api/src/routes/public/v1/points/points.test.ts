import type { FastifyInstance } from 'fastify';
import { grantWelcomePoints, sumPointTransactions } from '#api/rewards/points-repository';
import { WELCOME_POINTS } from '@chokdee/shared-contract/schemas/points';
import { buildTestApp } from '#api/test/build-test-app';
import { registerLocal } from '#api/test/auth-fixtures';
import { registerMember, verifyMember } from '#api/test/member-session';

jest.setTimeout(30_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const balance = (headers?: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/public/v1/points/balance', ...(headers ? { headers } : {}) });

test('401 Thai without a member', async () => {
  const response = await balance();
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 });
  expect((await balance({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
});

const welcomed = { data: { balance: WELCOME_POINTS, pending_welcome_points: 0 } };

test('a verified member has 100 welcome points, once, recorded in the ledger; not cached', async () => {
  const member = await registerMember(app);
  const first = await balance(member.headers);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual(welcomed);
  expect(first.headers['cache-control']).toBe('private, no-store');
  // Reading again, or granting again (the verification and the first read both may), adds nothing.
  expect((await balance(member.headers)).json()).toEqual(welcomed);
  await expect(grantWelcomePoints(app.db, member.userId)).resolves.toBe(false);
  expect((await balance(member.headers)).json()).toEqual(welcomed);
  await expect(sumPointTransactions(app.db, member.userId)).resolves.toBe(100);
});

test('welcome grants racing each other credit once', async () => {
  const member = await registerMember(app);
  const granted = await Promise.all([1, 2, 3, 4].map(() => grantWelcomePoints(app.db, member.userId)));
  // The verification already granted them: every call here is a no-op.
  expect(granted.filter(Boolean).length).toBeLessThanOrEqual(1);
  expect((await balance(member.headers)).json()).toEqual(welcomed);
});

test('before the phone is verified the welcome points are pending, not credited; the verification credits them', async () => {
  const { tel, token } = await registerLocal(app);
  const headers = { authorization: `Bearer ${token}` };
  const me = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers });
  const userId = me.json().data.id as number;

  const before = await balance(headers);
  expect(before.statusCode).toBe(200);
  expect(before.json()).toEqual({ data: { balance: 0, pending_welcome_points: WELCOME_POINTS } });
  // Whoever asks, however often, nothing is credited to an unverified member.
  await expect(Promise.all([1, 2, 3].map(() => grantWelcomePoints(app.db, userId)))).resolves.toEqual([
    false,
    false,
    false,
  ]);
  await expect(sumPointTransactions(app.db, userId)).resolves.toBe(0);

  await verifyMember(app, headers, tel);
  expect((await balance(headers)).json()).toEqual(welcomed);
  await expect(sumPointTransactions(app.db, userId)).resolves.toBe(WELCOME_POINTS);
});
