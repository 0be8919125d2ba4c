import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#api/lib/messages';
import { UNSAFE_TEXT_MESSAGES } from '#api/lib/unsafe-text';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, uniqueTel, type MemberSession } from '#api/test/member-session';

// A build and a member (scrypt) before the tests: more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);
let app: FastifyInstance;
let member: MemberSession;
beforeAll(async () => {
  app = await buildTestApp();
  member = await registerMember(app);
});
afterAll(() => app.close());

const refused = (field: string, message: string = UNSAFE_TEXT_MESSAGES.badCharacter) => ({
  message: MESSAGES.invalidInput,
  errors: [{ field, message }],
  status: 400,
});

const register = (name: string) =>
  app.inject({
    method: 'POST',
    url: '/public/v2/auth/register',
    payload: {
      name,
      lastname: 'รักดี',
      tel: uniqueTel(),
      password: 'lucky1234',
      password_confirmation: 'lucky1234',
    },
  });

test.each([['\u0000'], ['ก\u0000ข'], ['\uD83D'], ['a\u001Fb']])(
  'register with name %j → 400 naming `name` (it used to reach PostgreSQL and answer 500)',
  async (name) => {
    const response = await register(name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('name'));
  },
);

test('Thai, an emoji and a line break still register', async () => {
  expect((await register('สมหญิง 🍀')).statusCode).toBe(201);
});

test('a raw NUL in the path is refused before any query, with or without a token', async () => {
  for (const headers of [member.headers, {}]) {
    const response = await app.inject({ method: 'GET', url: '/public/bos/v1/orders/%00', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('code'));
  }
});

test('the query, its keys and a header are checked too', async () => {
  const query = await app.inject({ method: 'GET', url: '/public/v2/lotteries/search?pattern=12%00456' });
  expect(query.json()).toEqual(refused('pattern'));
  const key = await app.inject({ method: 'GET', url: '/public/v2/lottery-results?a%00=1' });
  expect(key.json()).toEqual(refused('query'));
  const surrogate = await app.inject({ method: 'GET', url: '/public/bos/v1/stores?q=%ED%A0%80' });
  // %ED%A0%80 is not UTF-8: the query parser keeps it as U+FFFD, which is fine text.
  expect(surrogate.statusCode).toBe(200);
  const header = await app.inject({
    method: 'GET',
    url: '/public/bos/v1/store',
    headers: { 'x-store-code': 'CD1001\uD800' },
  });
  expect(header.json()).toEqual(refused('x-store-code'));
});

test('a body nested deeper than any request of ours → 400', async () => {
  // 100,000 levels (JSON.stringify would overflow the test's own stack, so the text is built).
  for (const payload of [
    `{"topic":${'{"a":'.repeat(100_000)}"x"${'}'.repeat(100_001)}`,
    '['.repeat(200_000),
  ]) {
    const response = await app.inject({
      method: 'POST',
      url: '/public/v3/complaints',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
  }
  const response = await app.inject({
    method: 'POST',
    url: '/public/v3/complaints',
    headers: { 'content-type': 'application/json' },
    payload: `{"topic":${'['.repeat(100)}${']'.repeat(100)}}`,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors[0].message).toBe(UNSAFE_TEXT_MESSAGES.tooDeep);
});

test('an unknown route with a NUL is still a 404 or a 400 in the shape, never a 500', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v9/%00' });
  expect([400, 404]).toContain(response.statusCode);
  expect(response.json()).toMatchObject({ errors: expect.any(Array), status: response.statusCode });
});
