import { COMPLAINT_MESSAGES } from '@chokdee/shared-contract/schemas/complaint';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { complaints } from '#api/site/content-tables';
import { hashIp } from '#api/lib/ip-hash';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let lastIp = 0;
/** Each call from its own address unless told, so only the rate-limit test meets the limit. */
const nextIp = () => `10.2.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const complaint = (overrides: Record<string, unknown> = {}) => ({
  name: 'สมศรี ใจงาม',
  tel: '081-234-5678',
  email: 'somsri@example.com',
  topic: 'order',
  store_code: 'SOMCHAI-01',
  message: 'ชำระเงินแล้วตั้งแต่เมื่อวาน แต่ร้านยังไม่ยืนยันคำสั่งซื้อ',
  ...overrides,
});

const post = (payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/public/v3/complaints',
    payload: payload as Record<string, unknown>,
    headers: options.headers,
    remoteAddress: options.ip ?? nextIp(),
  });

const rowByCode = async (code: string) =>
  (await app.db.select().from(complaints).where(eq(complaints.code, code)))[0]!;

test('a visitor complaint is saved (201) under a code to quote, cleaned, with a hash of the IP', async () => {
  const response = await post(complaint({ name: '  สมศรี ใจงาม 😀 ', email: '' }), { ip: '203.0.113.9' });
  expect(response.statusCode).toBe(201);
  const { data } = response.json() as { data: { code: string; created_at: string } };
  expect(data.code).toMatch(/^CP20261121[2-9A-HJ-NP-Z]{5}$/);
  expect(data.created_at).toBe('2026-11-21T18:00:00.000+07:00');
  const row = await rowByCode(data.code);
  expect(row).toMatchObject({
    user_id: null,
    name: 'สมศรี ใจงาม',
    tel: '0812345678',
    email: null,
    topic: 'order',
    store_code: 'SOMCHAI-01',
  });
  expect(row.ip_hash).toBe(hashIp(app.config.siteForms.ipHashSecret, '203.0.113.9'));
});

test('a member token links the complaint; a bad token only leaves it anonymous', async () => {
  const member = await registerMember(app);
  const mine = await post(complaint({ store_code: null }), { headers: member.headers });
  expect(mine.statusCode).toBe(201);
  expect((await rowByCode(mine.json().data.code)).user_id).toBe(member.userId);
  const stale = await post(complaint(), { headers: { authorization: 'Bearer expired-or-made-up' } });
  expect(stale.statusCode).toBe(201);
  expect((await rowByCode(stale.json().data.code)).user_id).toBeNull();
});

test('two complaints get two codes', async () => {
  const a = await post(complaint());
  const b = await post(complaint());
  expect(a.json().data.code).not.toBe(b.json().data.code);
});

test.each([
  ['name', { name: '' }, 'กรุณากรอกชื่อ-นามสกุล'],
  ['name', { name: undefined }, 'กรุณากรอกชื่อ-นามสกุล'],
  ['name', { name: 'ก' }, 'ชื่อ-นามสกุล ต้องมีความยาวอย่างน้อย 2 ตัวอักษร'],
  ['tel', { tel: '' }, 'กรุณากรอกเบอร์โทรศัพท์'],
  ['tel', { tel: '12345' }, COMPLAINT_MESSAGES.tel],
  ['email', { email: 'not-an-email' }, 'อีเมล ต้องเป็นอีเมลที่ถูกต้อง'],
  ['topic', { topic: 'lottery' }, 'กรุณากรอกหัวข้อ'],
  ['store_code', { store_code: 'ร้าน สมชาย!' }, 'รหัสร้านค้า ไม่ถูกต้อง'],
  ['message', { message: 'สั้นไป' }, 'รายละเอียด ต้องมีความยาวอย่างน้อย 10 ตัวอักษร'],
  ['message', { message: 'ก'.repeat(2001) }, 'รายละเอียด ต้องมีความยาวไม่เกิน 2000 ตัวอักษร'],
])('a bad %s is a 400 with its Thai message', async (field, overrides, message) => {
  const response = await post(complaint(overrides));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    message: 'ข้อมูลไม่ถูกต้อง',
    status: 400,
    errors: expect.arrayContaining([{ field, message }]),
  });
});

test('an empty form names every required field in Thai', async () => {
  const response = await post({});
  expect(response.statusCode).toBe(400);
  const fields = (response.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
  expect(fields).toEqual(expect.arrayContaining(['name', 'tel', 'topic', 'message']));
});

test('no body, and a broken JSON body, are 400 in Thai', async () => {
  const none = await app.inject({ method: 'POST', url: '/public/v3/complaints', remoteAddress: nextIp() });
  expect(none.statusCode).toBe(400);
  expect(none.json()).toMatchObject({ status: 400, message: expect.stringMatching(/[\u0e00-\u0e7f]/) });
  const broken = await app.inject({
    method: 'POST',
    url: '/public/v3/complaints',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json' },
    payload: '{"name": ',
  });
  expect(broken.json()).toEqual({ message: 'รูปแบบข้อมูล JSON ไม่ถูกต้อง', errors: [], status: 400 });
});

test('five in ten minutes from one IP (good or bad), then the Thai 429; other IPs still send', async () => {
  const ip = '198.51.100.5';
  expect((await post(complaint({ tel: 'bad' }), { ip })).statusCode).toBe(400);
  for (let i = 0; i < 4; i += 1) expect((await post(complaint(), { ip })).statusCode).toBe(201);
  const refused = await post(complaint(), { ip });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: COMPLAINT_MESSAGES.tooMany, errors: [], status: 429 });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await post(complaint(), { ip: '198.51.100.6' })).statusCode).toBe(201);
});

test('the limit comes from config (COMPLAINTS_PER_IP_PER_10_MIN), so e2e can raise it', async () => {
  const raised = await buildTestApp({
    config: { siteForms: { ...app.config.siteForms, complaintsPerIpPer10Min: 7 } },
  });
  try {
    const send = () =>
      raised.inject({
        method: 'POST',
        url: '/public/v3/complaints',
        payload: complaint(),
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 7; i += 1) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  } finally {
    await raised.close();
  }
});
