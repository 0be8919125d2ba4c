import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { cookieConsents } from '#api/site/content-tables';
import { hashIp } from '#api/lib/ip-hash';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { cookieChoice } from '#api/test/cookie-consent-fixtures';
import { registerMember } from '#api/test/member-session';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let lastIp = 0;
/** Each call from its own address unless told, so only the rate-limit test meets the limit. */
const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const choice = cookieChoice;

const post = (payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/public/v3/cookie-consents',
    payload: payload as Record<string, unknown>,
    headers: options.headers,
    remoteAddress: options.ip ?? nextIp(),
  });

const rowOf = async (id: number) =>
  (await app.db.select().from(cookieConsents).where(eq(cookieConsents.id, id)))[0]!;

test('a visitor choice is recorded (201) with the time, versions and a keyed hash of the IP, never the IP', async () => {
  const body = choice();
  const response = await post(body, { ip: '203.0.113.7', headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' } });
  expect(response.statusCode).toBe(201);
  const { data } = response.json() as { data: { id: number; recorded_at: string } };
  expect(data.recorded_at).toBe('2026-11-21T18:00:00.000+07:00');
  const row = await rowOf(data.id);
  expect(row).toMatchObject({
    visitor_id: body.visitor_id,
    user_id: null,
    enable_cookie_analytics: 'enable',
    enable_cookie_ads: 'disable',
    policy_cookie_version: 1,
    policy_privacy_version: 1,
    user_agent: 'Mozilla/5.0 (iPhone)',
    recorded_at: TEST_NOW,
  });
  expect(row.ip_hash).toBe(hashIp(app.config.siteForms.ipHashSecret, '203.0.113.7'));
  expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(row)).not.toContain('203.0.113.7');
});

test('every choice is a new row: the audit trail keeps the change of mind', async () => {
  const visitor = randomUUID();
  const first = await post(choice({ visitor_id: visitor, enable_cookie_ads: 'enable' }));
  const second = await post(choice({ visitor_id: visitor, enable_cookie_ads: 'disable' }));
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  const rows = await app.db.select().from(cookieConsents).where(eq(cookieConsents.visitor_id, visitor));
  expect(rows.map((r) => r.enable_cookie_ads).sort()).toEqual(['disable', 'enable']);
});

test('a member token links the record to the member', async () => {
  const member = await registerMember(app);
  const response = await post(choice(), { headers: member.headers });
  expect(response.statusCode).toBe(201);
  expect((await rowOf(response.json().data.id)).user_id).toBe(member.userId);
});

test.each([
  ['an unknown token', 'Bearer not-a-real-token'],
  ['a malformed header', 'Basic abc'],
])('%s does not fail the call: the consent is kept, anonymous', async (_case, authorization) => {
  const response = await post(choice(), { headers: { authorization } });
  expect(response.statusCode).toBe(201);
  expect((await rowOf(response.json().data.id)).user_id).toBeNull();
});

test('a long user agent is cut to 300 characters', async () => {
  const response = await post(choice(), { headers: { 'user-agent': 'x'.repeat(1000) } });
  expect((await rowOf(response.json().data.id)).user_agent).toHaveLength(300);
});

test.each([
  ['visitor_id', { visitor_id: 'abc' }, 'รหัสผู้เข้าชมไม่ถูกต้อง'],
  ['enable_cookie_analytics', { enable_cookie_analytics: 'yes' }, 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: enable, disable'],
  ['enable_cookie_ads', { enable_cookie_ads: undefined }, 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: enable, disable'],
  ['policy_cookie_version', { policy_cookie_version: 0 }, 'ต้องไม่น้อยกว่า 1'],
  ['policy_cookie_version', { policy_cookie_version: 2_147_483_648 }, 'ต้องไม่เกิน 2147483647'],
  ['policy_privacy_version', { policy_privacy_version: 2 ** 53 }, 'ต้องไม่เกิน 2147483647'],
  ['policy_privacy_version', { policy_privacy_version: 'one' }, 'ต้องเป็นตัวเลข'],
])('a bad %s is a 400 naming it in Thai', async (field, overrides, message) => {
  const response = await post(choice(overrides));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    message: 'ข้อมูลไม่ถูกต้อง',
    status: 400,
    errors: expect.arrayContaining([{ field, message }]),
  });
});

test('no body is a 400 in Thai', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/public/v3/cookie-consents',
    remoteAddress: nextIp(),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(/[\u0e00-\u0e7f]/) });
});

test('30 a minute from one IP, then a Thai 429 with Retry-After; other IPs are not held back', async () => {
  const ip = '198.51.100.30';
  for (let i = 0; i < 30; i += 1) expect((await post(choice(), { ip })).statusCode).toBe(201);
  const refused = await post(choice(), { ip });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: MESSAGES.cookieConsentTooMany, errors: [], status: 429 });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await post(choice(), { ip: '198.51.100.31' })).statusCode).toBe(201);
});
