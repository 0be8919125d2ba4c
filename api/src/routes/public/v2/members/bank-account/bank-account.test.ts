import { BANKS } from '@chokdee/shared-contract/schemas/bank';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';

jest.setTimeout(30_000);

let app: FastifyInstance;
let member: MemberSession;
beforeAll(async () => {
  app = await buildTestApp();
  member = await registerMember(app);
});
afterAll(() => app.close());

const URL = '/public/v2/members/bank-account';
const put = (payload: Record<string, unknown>, headers = member.headers) =>
  app.inject({ method: 'PUT', url: URL, headers, payload });
const good = { bank_code: 'KBANK', account_number: '1234567890', account_name: 'สมชาย ใจดี' };

test('GET /public/v2/banks lists the 20 banks of spec §3 with Thai names, public and cacheable', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v2/banks' });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data).toHaveLength(20);
  expect(data).toEqual(BANKS.map(({ code, name }) => ({ code, name })));
  expect(data[0]).toEqual({ code: 'BBL', name: 'ธนาคารกรุงเทพ' });
  expect(response.headers['cache-control']).toContain('max-age');
});

test('without a token: 401 Thai, for reading and for saving (even with a bad body)', async () => {
  for (const response of [
    await app.inject({ method: 'GET', url: URL }),
    await put({ bank_code: 'NOPE' }, { authorization: 'Bearer not-a-token' }),
  ]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 });
  }
});

test('null before saving; PUT creates, a second PUT replaces, GET reads it back', async () => {
  const fresh = await registerMember(app);
  const empty = await app.inject({ method: 'GET', url: URL, headers: fresh.headers });
  expect(empty.json()).toEqual({ data: null });
  expect(empty.headers['cache-control']).toBe('private, no-store');

  const created = await put(good, fresh.headers);
  expect(created.statusCode).toBe(200);
  expect(created.json()).toEqual({ data: { ...good, bank_name: 'ธนาคารกสิกรไทย' } });

  // A pasted, formatted number is accepted as its digits; a GSB account has 12 digits.
  const replaced = await put(
    { bank_code: 'GSB', account_number: '0200-1234-5678', account_name: '  สมชาย ใจดี 😀 ' },
    fresh.headers,
  );
  expect(replaced.json().data).toEqual({
    bank_code: 'GSB',
    bank_name: 'ธนาคารออมสิน',
    account_number: '020012345678',
    account_name: 'สมชาย ใจดี',
  });
  const read = await app.inject({ method: 'GET', url: URL, headers: fresh.headers });
  expect(read.json()).toEqual(replaced.json());
  // The member object of /auth/me carries the same account.
  const me = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers: fresh.headers });
  expect(me.json().data.bank_account).toEqual(replaced.json().data);
});

test.each([
  ['an unknown bank code', { ...good, bank_code: 'XBANK' }, 'bank_code', 'ไม่พบธนาคารที่เลือก'],
  ['no bank code', { ...good, bank_code: undefined }, 'bank_code', 'กรุณาเลือกธนาคาร'],
  [
    'letters in the number',
    { ...good, account_number: '12345abcde' },
    'account_number',
    'เลขที่บัญชี ต้องเป็นตัวเลขเท่านั้น',
  ],
  [
    'a 9-digit number',
    { ...good, account_number: '123456789' },
    'account_number',
    'เลขที่บัญชีต้องเป็นตัวเลข 10 หลัก',
  ],
  [
    'an 11-digit number',
    { ...good, account_number: '12345678901' },
    'account_number',
    'เลขที่บัญชีต้องเป็นตัวเลข 10 หลัก',
  ],
  ['10 digits at GSB', { ...good, bank_code: 'GSB' }, 'account_number', 'เลขที่บัญชีต้องเป็นตัวเลข 12 หลัก'],
  ['no number', { ...good, account_number: '' }, 'account_number', 'กรุณากรอกเลขที่บัญชี'],
  ['no account name', { ...good, account_name: '   ' }, 'account_name', 'กรุณากรอกชื่อบัญชี'],
  ['a missing account name', { ...good, account_name: undefined }, 'account_name', 'กรุณากรอกชื่อบัญชี'],
])('400 with a Thai field error for %s', async (_case, payload, field, message) => {
  const response = await put(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: 'ข้อมูลไม่ถูกต้อง', status: 400 });
  expect(response.json().errors).toContainEqual({ field, message });
});

test('a refused save leaves the saved account as it was', async () => {
  await put(good);
  await put({ ...good, account_number: 'abc' });
  const read = await app.inject({ method: 'GET', url: URL, headers: member.headers });
  expect(read.json().data.account_number).toBe('1234567890');
});
