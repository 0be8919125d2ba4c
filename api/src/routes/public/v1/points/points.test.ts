import type { FastifyInstance } from 'fastify';
import { grantWelcomePoints, sumPointTransactions } from '#api/repositories/points-repository';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';

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

test('a new member has 100 welcome points, once, recorded in the ledger; not cached', async () => {
  const member = await registerMember(app);
  const first = await balance(member.headers);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ data: { balance: 100 } });
  expect(first.headers['cache-control']).toBe('private, no-store');
  // Reading again, or granting again (registration and the first read both may), adds nothing.
  expect((await balance(member.headers)).json()).toEqual({ data: { balance: 100 } });
  await expect(grantWelcomePoints(app.db, member.userId)).resolves.toBe(false);
  expect((await balance(member.headers)).json()).toEqual({ data: { balance: 100 } });
  await expect(sumPointTransactions(app.db, member.userId)).resolves.toBe(100);
});

test('welcome grants racing each other credit once', async () => {
  const member = await registerMember(app);
  const granted = await Promise.all([1, 2, 3, 4].map(() => grantWelcomePoints(app.db, member.userId)));
  // Registration may already have granted them: then every call here is a no-op.
  expect(granted.filter(Boolean).length).toBeLessThanOrEqual(1);
  expect((await balance(member.headers)).json()).toEqual({ data: { balance: 100 } });
});
