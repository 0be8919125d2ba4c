import { SIGN_IN_CODE_TTL_SECONDS } from '@chokdee/shared-contract/schemas/auth';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { bearer, me, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp, createTestClock } from '#api/test/build-test-app';

const clock = createTestClock();

// A build and a member (scrypt) before the tests: more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);
let app: FastifyInstance;
let member: { tel: string; token: string };
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
  member = await registerLocal(app);
});
afterAll(() => app.close());

const createCode = (token: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/public/v2/auth/sign-in-codes',
    headers: token ? bearer(token) : {},
  });
const exchange = (code: unknown) =>
  app.inject({ method: 'POST', url: '/public/v2/auth/sign-in-codes/exchange', payload: { code } });

const refused = {
  message: AUTH_API_MESSAGES.signInCodeInvalid,
  errors: [{ field: 'code', message: AUTH_API_MESSAGES.signInCodeInvalid }],
  status: 401,
};

test('a member with a session gets a code and its link; the code works exactly once, for a new token of the same member', async () => {
  const created = await createCode(member.token);
  expect(created.statusCode).toBe(201);
  expect(created.headers['cache-control']).toBe('no-store');
  const { code, expires_at, signin_url } = created.json().data;
  expect(signin_url).toBe(`http://localhost:3000/mobile/signin?code=${code}`);
  expect(new Date(expires_at).getTime() - clock.now().getTime()).toBe(SIGN_IN_CODE_TTL_SECONDS * 1000);

  const first = await exchange(code);
  expect(first.statusCode).toBe(200);
  const token = first.json().data.token as string;
  expect(token).not.toBe(member.token);
  expect((await me(app, token)).json().data.tel).toBe(member.tel);

  const again = await exchange(code);
  expect(again.statusCode).toBe(401);
  expect(again.json()).toEqual(refused);
});

test('a code that ran out is refused; only its hash is stored', async () => {
  const { code } = (await createCode(member.token)).json().data;
  const stored = await app.db.execute(sql`SELECT code_hash FROM sign_in_codes`);
  expect(JSON.stringify(stored)).not.toContain(code);
  clock.set(new Date(clock.now().getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000));
  expect((await exchange(code)).json()).toEqual(refused);
});

test('no session, no code; a bearer token or junk is no code', async () => {
  expect((await createCode(undefined)).statusCode).toBe(401);
  // The old link carried the bearer token itself: it logs nobody in.
  expect((await exchange(member.token)).json()).toEqual(refused);
  expect((await exchange('x')).statusCode).toBe(401);
  const missing = await exchange(undefined);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().errors[0].field).toBe('code');
});
