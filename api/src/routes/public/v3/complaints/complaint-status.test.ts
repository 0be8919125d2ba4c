import { COMPLAINT_INBOX_MESSAGES } from '@chokdee/shared-contract/schemas/complaint-inbox';
import type { FastifyInstance } from 'fastify';
import { staffWithRoles } from '#api/staff-access/test/staff-fixtures';
import { buildTestApp } from '#api/test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let ips = 0;
const nextIp = () => `10.55.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;
const lookup = (code: string, ip = nextIp()) =>
  app.inject({ url: `/public/v3/complaints/${encodeURIComponent(code)}`, remoteAddress: ip });

test('the code shows where the complaint stands and the answer, nothing of who filed it', async () => {
  const filed = await app.inject({
    method: 'POST',
    url: '/public/v3/complaints',
    remoteAddress: nextIp(),
    payload: {
      name: 'สมหญิง ลับเฉพาะ',
      tel: '0861234567',
      email: 'secret@example.com',
      topic: 'dealer',
      store_code: 'SOMCHAI-01',
      message: 'ร้านค้าส่งสลากไม่ตรงกับที่สั่ง เลขที่ได้รับคือ 123456',
    },
  });
  const code = filed.json().data.code as string;

  const fresh = await lookup(code);
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers['cache-control']).toBe('no-store');
  expect(fresh.json()).toEqual({
    data: {
      code,
      topic: 'dealer',
      status: 'new',
      created_at: '2026-11-21T18:00:00.000+07:00',
      answer: null,
      answered_at: null,
      closed_at: null,
    },
  });

  const reviewer = await staffWithRoles(app, ['reviewer']);
  const list = await app.inject({ url: `/admin/v1/complaints?q=${code}`, headers: reviewer.headers });
  await app.inject({
    method: 'POST',
    url: `/admin/v1/complaints/${list.json().data[0].id}/answer`,
    headers: reviewer.headers,
    payload: { answer: 'ร้านค้าจะส่งสลากใบที่ถูกต้องให้ภายในวันนี้ค่ะ' },
  });
  // Typed in lower case with spaces, as read over the phone.
  const answered = await lookup(` ${code.toLowerCase().slice(0, 6)} ${code.toLowerCase().slice(6)}`);
  expect(answered.json().data).toMatchObject({
    status: 'answered',
    answer: 'ร้านค้าจะส่งสลากใบที่ถูกต้องให้ภายในวันนี้ค่ะ',
    answered_at: '2026-11-21T18:00:00.000+07:00',
  });
  for (const secret of ['สมหญิง', '0861234567', 'secret@', 'SOMCHAI', '123456', reviewer.username])
    expect(answered.body).not.toContain(secret);
});

test('a code that is not one is a Thai 400; one nobody holds is a Thai 404', async () => {
  const bad = await lookup('hello');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toContainEqual({ field: 'code', message: COMPLAINT_INBOX_MESSAGES.codeInvalid });
  const unknown = await lookup('CP20261121ZZZZZ');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({
    message: COMPLAINT_INBOX_MESSAGES.lookupNotFound,
    errors: [],
    status: 404,
  });
});

test('twenty lookups a minute from one address, then the Thai 429', async () => {
  const ip = '198.51.100.77';
  for (let i = 0; i < 20; i += 1) expect((await lookup('CP20261121ZZZZZ', ip)).statusCode).toBe(404);
  const refused = await lookup('CP20261121ZZZZZ', ip);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe(COMPLAINT_INBOX_MESSAGES.tooManyLookups);
});
