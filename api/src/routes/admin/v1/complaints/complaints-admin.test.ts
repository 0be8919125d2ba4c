import { STAFF_ROLE_MESSAGES } from '@chokdee/shared-contract/schemas/staff-roles';
import { COMPLAINT_INBOX_MESSAGES } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { complaints } from '#api/site/content-tables';
import { staffAuditLog as auditLog } from '#api/staff-access/staff-access-tables';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';

jest.setTimeout(60_000);
let app: FastifyInstance;
let reviewer: StaffLogin;
let owner: StaffLogin;
let support: StaffLogin;
let shop: StaffLogin;
let member: MemberSession;

let ips = 0;
const nextIp = () => `10.9.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

async function file(overrides: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/public/v3/complaints',
    headers,
    remoteAddress: nextIp(),
    payload: {
      name: 'สมศรี ใจงาม',
      tel: '0812345678',
      email: 'somsri@example.com',
      topic: 'order',
      message: 'ชำระเงินแล้วตั้งแต่เมื่อวาน แต่ร้านยังไม่ยืนยันคำสั่งซื้อ',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  const code = response.json().data.code as string;
  const list = await app.inject({ url: `/admin/v1/complaints?q=${code}`, headers: owner.headers });
  return { code, id: list.json().data[0].id as number };
}

const get = (url: string, who: StaffLogin | null = reviewer) => app.inject({ url, headers: who?.headers });
const post = (url: string, payload?: object, who: StaffLogin | null = reviewer) =>
  app.inject({ method: 'POST', url, headers: who?.headers, payload });

beforeAll(async () => {
  app = await buildTestApp();
  [reviewer, owner, support, shop] = await Promise.all([
    staffWithRoles(app, ['reviewer']),
    staffWithRoles(app, ['owner']),
    staffWithRoles(app, ['support']),
    staffWithRoles(app, ['shop']),
  ]);
  member = await registerMember(app);
});
afterAll(() => app.close());

test('the inbox lists open ones first, oldest first, a page at a time, by status and search', async () => {
  const first = await file({ name: 'ลำดับ หนึ่ง', tel: '0891110001' });
  const second = await file({ name: 'ลำดับ สอง', tel: '0891110002' });
  const third = await file({ name: 'ลำดับ สาม', tel: '0891110003' });
  expect((await post(`/admin/v1/complaints/${first.id}/close`)).statusCode).toBe(200);
  expect(
    (await post(`/admin/v1/complaints/${second.id}/answer`, { answer: 'ตรวจสอบแล้วค่ะ' })).statusCode,
  ).toBe(200);

  const mine = await get('/admin/v1/complaints?q=ลำดับ&per_page=2');
  expect(mine.statusCode).toBe(200);
  expect(mine.json().meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
  expect(mine.json().data.map((row: { code: string }) => row.code)).toEqual([third.code, second.code]);
  const next = await get('/admin/v1/complaints?q=ลำดับ&per_page=2&page=2');
  expect(next.json().data.map((row: { code: string; status: string }) => [row.code, row.status])).toEqual([
    [first.code, 'closed'],
  ]);

  const answered = await get('/admin/v1/complaints?status=answered&q=ลำดับ');
  expect(answered.json().data.map((row: { code: string }) => row.code)).toEqual([second.code]);
  // A phone written with dashes, and the start of a code, find it too.
  expect((await get('/admin/v1/complaints?q=089-111-0003')).json().data[0].code).toBe(third.code);
  expect((await get(`/admin/v1/complaints?q=${third.code.slice(0, 12).toLowerCase()}`)).json().data).toEqual(
    expect.arrayContaining([expect.objectContaining({ code: third.code })]),
  );
});

test('opening one shows everything the filer sent and marks it read, once', async () => {
  const { id, code } = await file({ store_code: 'SOMCHAI-01' });
  const opened = await get(`/admin/v1/complaints/${id}`);
  expect(opened.statusCode).toBe(200);
  expect(opened.json().data).toMatchObject({
    id,
    code,
    status: 'read',
    name: 'สมศรี ใจงาม',
    tel: '0812345678',
    email: 'somsri@example.com',
    store_code: 'SOMCHAI-01',
    member: false,
    answer: null,
    read_at: '2026-11-21T18:00:00.000+07:00',
  });
  // Support may look (reads only), and a second opening changes nothing.
  const again = await get(`/admin/v1/complaints/${id}`, support);
  expect(again.statusCode).toBe(200);
  expect(again.json().data.read_at).toBe(opened.json().data.read_at);
});

test('answering tells the member who filed it, with a link to the answer; each write is audited', async () => {
  const { id, code } = await file({}, member.headers);
  const answered = await post(`/admin/v1/complaints/${id}/answer`, { answer: '  ร้านยืนยันคำสั่งซื้อแล้วค่ะ  ' });
  expect(answered.statusCode).toBe(200);
  expect(answered.json().data).toMatchObject({
    status: 'answered',
    answer: 'ร้านยืนยันคำสั่งซื้อแล้วค่ะ',
    answered_by: reviewer.username,
    member: true,
  });

  const notices = await app.inject({ url: '/public/v1/notices', headers: member.headers });
  expect(notices.json().data).toContainEqual(
    expect.objectContaining({
      kind: 'complaint-answered',
      title: `เจ้าหน้าที่ตอบเรื่องร้องเรียน ${code} แล้ว`,
      link: `/complain/${code}`,
    }),
  );

  const closed = await post(`/admin/v1/complaints/${id}/close`);
  expect(closed.json().data).toMatchObject({ status: 'closed', closed_by: reviewer.username });

  const lines = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target_id, String(id)))
    .orderBy(desc(auditLog.id));
  expect(lines.map((line) => [line.route, line.status, line.before, line.after])).toEqual([
    [
      '/admin/v1/complaints/:id/close',
      200,
      { status: 'answered', answer: 'ร้านยืนยันคำสั่งซื้อแล้วค่ะ' },
      { status: 'closed', answer: 'ร้านยืนยันคำสั่งซื้อแล้วค่ะ' },
    ],
    [
      '/admin/v1/complaints/:id/answer',
      200,
      { status: 'new', answer: null },
      { status: 'answered', answer: 'ร้านยืนยันคำสั่งซื้อแล้วค่ะ' },
    ],
  ]);
  expect(lines[0]!.staff_id).toBe(reviewer.id);
});

test('a second answer or close, and answering a closed one, are a Thai 409 that changes nothing', async () => {
  const { id } = await file();
  expect((await post(`/admin/v1/complaints/${id}/answer`, { answer: 'คำตอบแรก' })).statusCode).toBe(200);
  const twice = await post(`/admin/v1/complaints/${id}/answer`, { answer: 'คำตอบที่สอง' }, owner);
  expect(twice.statusCode).toBe(409);
  expect(twice.json()).toEqual({
    message: COMPLAINT_INBOX_MESSAGES.alreadyAnswered,
    errors: [],
    status: 409,
  });
  expect((await post(`/admin/v1/complaints/${id}/close`)).statusCode).toBe(200);
  const closedAgain = await post(`/admin/v1/complaints/${id}/close`, undefined, owner);
  expect(closedAgain.statusCode).toBe(409);
  expect(closedAgain.json().message).toBe(COMPLAINT_INBOX_MESSAGES.alreadyClosed);
  const late = await post(`/admin/v1/complaints/${id}/answer`, { answer: 'ตอบหลังปิด' });
  expect(late.json()).toMatchObject({ status: 409, message: COMPLAINT_INBOX_MESSAGES.alreadyClosed });
  expect((await get(`/admin/v1/complaints/${id}`)).json().data.answer).toBe('คำตอบแรก');
});

test.each(['999999', '2147483648', '99999999999', 'abc', '0', '-1', '1e3'])(
  'an unknown or impossible id (%s) is the Thai 404 on every route',
  async (id) => {
    for (const response of [
      await get(`/admin/v1/complaints/${id}`),
      await post(`/admin/v1/complaints/${id}/answer`, { answer: 'ตอบ' }),
      await post(`/admin/v1/complaints/${id}/close`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: COMPLAINT_INBOX_MESSAGES.notFound,
        errors: [],
        status: 404,
      });
    }
  },
);

test.each([
  ['missing', {}, COMPLAINT_INBOX_MESSAGES.answerRequired],
  ['blank', { answer: '   ' }, COMPLAINT_INBOX_MESSAGES.answerRequired],
  ['one letter', { answer: 'ก' }, COMPLAINT_INBOX_MESSAGES.answerTooShort],
  ['2,001 letters', { answer: 'ก'.repeat(2001) }, COMPLAINT_INBOX_MESSAGES.answerTooLong],
  ['a number', { answer: 42 }, COMPLAINT_INBOX_MESSAGES.answerRequired],
])(
  'a bad answer (%s) is a Thai 400 naming the field, and the complaint stays as it was',
  async (_case, body, message) => {
    const { id } = await file();
    const refused = await post(`/admin/v1/complaints/${id}/answer`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: 'answer', message });
    expect((await get(`/admin/v1/complaints/${id}`)).json().data.status).toBe('read');
  },
);

test('a bad filter or search is a Thai 400', async () => {
  const status = await get('/admin/v1/complaints?status=lost');
  expect(status.statusCode).toBe(400);
  expect(status.json().errors).toContainEqual({
    field: 'status',
    message: COMPLAINT_INBOX_MESSAGES.statusInvalid,
  });
  const long = await get(`/admin/v1/complaints?q=${'ก'.repeat(61)}`);
  expect(long.json().errors).toContainEqual({ field: 'q', message: COMPLAINT_INBOX_MESSAGES.searchTooLong });
  expect((await get('/admin/v1/complaints?page=0')).statusCode).toBe(400);
});

test('a visitor is 401; shop staff are refused in Thai; support reads but may not answer or close', async () => {
  const { id } = await file();
  for (const response of [
    await get('/admin/v1/complaints', null),
    await get(`/admin/v1/complaints/${id}`, null),
    await post(`/admin/v1/complaints/${id}/answer`, { answer: 'ตอบ' }, null),
    await get('/admin/v1/complaints/export.csv', null),
  ]) {
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/[\u0E00-\u0E7F]/);
  }
  const forbidden = { message: STAFF_ROLE_MESSAGES.forbidden, errors: [], status: 403 };
  for (const response of [
    await get('/admin/v1/complaints', shop),
    await get(`/admin/v1/complaints/${id}`, shop),
    await get('/admin/v1/complaints/export.csv', shop),
    await post(`/admin/v1/complaints/${id}/answer`, { answer: 'ตอบแทน' }, shop),
    await post(`/admin/v1/complaints/${id}/close`, undefined, shop),
    await post(`/admin/v1/complaints/${id}/answer`, { answer: 'ตอบแทน' }, support),
    await post(`/admin/v1/complaints/${id}/close`, undefined, support),
  ]) {
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: forbidden });
  }
  expect((await get('/admin/v1/complaints', support)).statusCode).toBe(200);
  // The shop's refused look changed nothing: it is still new.
  const [row] = await app.db.select().from(complaints).where(eq(complaints.id, id));
  expect(row!.status).toBe('new');
});
