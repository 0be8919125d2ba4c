import { MAX_ADDRESSES } from '@chokdee/shared-contract/schemas/address';
import type { FastifyInstance } from 'fastify';
import { findDefaultAddressByUserId } from '#api/members/addresses-repository';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';

jest.setTimeout(30_000);

let app: FastifyInstance;
let member: MemberSession;
let stranger: MemberSession;
beforeAll(async () => {
  app = await buildTestApp();
  member = await registerMember(app);
  stranger = await registerMember(app);
});
afterAll(() => app.close());

const URL = '/api/public/v1/members/addresses';
const home = {
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
  tel: '0812345678',
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: MemberSession,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

test('every call needs a member: 401 Thai without a token', async () => {
  for (const [method, url] of [
    ['GET', URL],
    ['POST', URL],
    ['PUT', `${URL}/1`],
    ['DELETE', `${URL}/1`],
  ] as const) {
    const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: home } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'กรุณาเข้าสู่ระบบ', status: 401 });
  }
});

test('create, list, update and delete one address', async () => {
  const fresh = await registerMember(app);
  expect((await call('GET', URL, fresh)).json()).toEqual({ data: [] });

  const created = await call('POST', URL, fresh, home);
  expect(created.statusCode).toBe(201);
  const { id, ...fields } = created.json().data;
  expect(fields).toEqual(home);
  expect(typeof id).toBe('number');

  const second = await call('POST', URL, fresh, { ...home, name: 'ที่ทำงาน', tel: '081-234-5679' });
  expect(second.json().data.tel).toBe('0812345679');
  const list = await call('GET', URL, fresh);
  expect(list.json().data.map((a: { name: string }) => a.name)).toEqual(['บ้าน', 'ที่ทำงาน']);

  const updated = await call('PUT', `${URL}/${id}`, fresh, { ...home, recipient: 'สมหญิง ใจดี' });
  expect(updated.statusCode).toBe(200);
  expect(updated.json().data).toEqual({ ...home, id, recipient: 'สมหญิง ใจดี' });

  const deleted = await call('DELETE', `${URL}/${id}`, fresh);
  expect(deleted.json()).toEqual({ data: null });
  expect((await call('GET', URL, fresh)).json().data).toHaveLength(1);
  expect((await call('DELETE', `${URL}/${id}`, fresh)).statusCode).toBe(404);
});

test('the member’s default address (for /auth/me) is the first one saved', async () => {
  const fresh = await registerMember(app);
  expect(await findDefaultAddressByUserId(app.db, fresh.userId)).toBeNull();
  const first = (await call('POST', URL, fresh, home)).json().data;
  await call('POST', URL, fresh, { ...home, name: 'ที่ทำงาน' });
  expect(await findDefaultAddressByUserId(app.db, fresh.userId)).toEqual(first);
  const me = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers: fresh.headers });
  expect(me.json().data.address).toEqual(first);
});

test('another member’s address is not found: not listed, not updated, not deleted', async () => {
  const mine = (await call('POST', URL, member, home)).json().data;
  expect((await call('GET', URL, stranger)).json().data).not.toContainEqual(mine);
  const update = await call('PUT', `${URL}/${mine.id}`, stranger, { ...home, name: 'ของฉัน' });
  expect(update.statusCode).toBe(404);
  expect(update.json()).toEqual({ message: 'ไม่พบที่อยู่ที่ระบุ', errors: [], status: 404 });
  expect((await call('DELETE', `${URL}/${mine.id}`, stranger)).statusCode).toBe(404);
  expect((await call('GET', URL, member)).json().data).toContainEqual(mine);
});

test.each([
  ['name', 'กรุณากรอกชื่อที่อยู่'],
  ['recipient', 'กรุณากรอกชื่อผู้รับ'],
  ['address', 'กรุณากรอกที่อยู่'],
  ['sub_district', 'กรุณากรอกตำบล/แขวง'],
  ['district', 'กรุณากรอกอำเภอ/เขต'],
  ['province', 'กรุณากรอกจังหวัด'],
  ['zip_code', 'กรุณากรอกรหัสไปรษณีย์'],
  ['tel', 'กรุณากรอกเบอร์โทรศัพท์'],
] as const)('400 when %s is missing or blank', async (field, message) => {
  const { [field]: _left, ...without } = home;
  for (const payload of [without, { ...home, [field]: '  ' }]) {
    const response = await call('POST', URL, member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'ข้อมูลไม่ถูกต้อง', status: 400 });
    expect(response.json().errors).toEqual([{ field, message }]);
  }
});

test.each([
  ['zip_code', '1050', 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'],
  ['zip_code', '10500a', 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'],
  ['tel', '081234567', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0'],
  ['tel', '1812345678', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0'],
  ['tel', '08123456ab', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0'],
  ['address', 'ก'.repeat(256), 'ที่อยู่ ต้องมีความยาวไม่เกิน 255 ตัวอักษร'],
])('400 for %s %j, on create and on update', async (field, value, message) => {
  const mine = (await call('POST', URL, member, home)).json().data;
  for (const response of [
    await call('POST', URL, member, { ...home, [field]: value }),
    await call('PUT', `${URL}/${mine.id}`, member, { ...home, [field]: value }),
  ]) {
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  }
});

test('a non-numeric id is a 400, an unknown one a 404', async () => {
  expect((await call('PUT', `${URL}/abc`, member, home)).statusCode).toBe(400);
  expect((await call('DELETE', `${URL}/999999`, member)).statusCode).toBe(404);
});

test(`at most ${MAX_ADDRESSES} addresses: the next one is a 422 Thai, also when sent in parallel`, async () => {
  const fresh = await registerMember(app);
  const answers = await Promise.all(
    Array.from({ length: MAX_ADDRESSES + 3 }, (_, i) =>
      call('POST', URL, fresh, { ...home, name: `ที่ ${i}` }),
    ),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ADDRESSES);
  const refused = answers.filter((a) => a.statusCode === 422);
  expect(refused).toHaveLength(3);
  expect(refused[0]?.json()).toEqual({ message: 'บันทึกที่อยู่ได้ไม่เกิน 20 รายการ', errors: [], status: 422 });
  expect((await call('GET', URL, fresh)).json().data).toHaveLength(MAX_ADDRESSES);
});
