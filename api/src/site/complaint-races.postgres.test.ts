import { COMPLAINT_INBOX_MESSAGES } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberNotices } from '#api/notices/notices-tables';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { complaints } from './content-tables';

/**
 * Two staff acting on one complaint at the same instant, on a real PostgreSQL server: it is
 * answered once (one answer kept, one notice to the member) and closed once; the second hears why.
 */
jest.setTimeout(120_000);

const { testOnPostgres } = appOnPostgres('complaint_races');

let ips = 0;
async function fileComplaint(app: FastifyInstance, member: MemberSession): Promise<number> {
  ips += 1;
  const filed = await app.inject({
    method: 'POST',
    url: '/public/v3/complaints',
    headers: member.headers,
    remoteAddress: `10.66.0.${ips}`,
    payload: {
      name: 'สมชาย แข่งกัน',
      tel: '0812345678',
      topic: 'website',
      message: 'หน้าเว็บโหลดช้ามากในช่วงเย็น รบกวนตรวจสอบด้วยครับ',
    },
  });
  expect(filed.statusCode).toBe(201);
  const [row] = await app.db.select().from(complaints).where(eq(complaints.code, filed.json().data.code));
  return row!.id;
}

const act = (app: FastifyInstance, who: StaffLogin, id: number, step: 'answer' | 'close', answer?: string) =>
  app.inject({
    method: 'POST',
    url: `/admin/v1/complaints/${id}/${step}`,
    headers: who.headers,
    payload: step === 'answer' ? { answer } : undefined,
  });

testOnPostgres('two staff answering at once: one answer, one notice, the other a Thai 409', async (app) => {
  const [first, second] = await Promise.all([
    staffWithRoles(app, ['reviewer']),
    staffWithRoles(app, ['owner']),
  ]);
  const member = await registerMember(app);
  for (let round = 0; round < 5; round += 1) {
    const id = await fileComplaint(app, member);
    const answers = await Promise.all([
      act(app, first, id, 'answer', 'คำตอบจากคนแรก'),
      act(app, second, id, 'answer', 'คำตอบจากคนที่สอง'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(COMPLAINT_INBOX_MESSAGES.alreadyAnswered);
    const kept = answers.find((answer) => answer.statusCode === 200)!.json().data.answer;
    const [row] = await app.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row!.answer).toBe(kept);
    const told = await app.db
      .select()
      .from(memberNotices)
      .where(
        and(
          eq(memberNotices.user_id, member.userId),
          eq(memberNotices.event_key, `complaint:${id}:answered`),
        ),
      );
    expect(told).toHaveLength(1);
  }
});

testOnPostgres('answering and closing at once, and two closes at once, each act once', async (app) => {
  const [first, second] = await Promise.all([
    staffWithRoles(app, ['reviewer']),
    staffWithRoles(app, ['reviewer']),
  ]);
  const member = await registerMember(app);
  for (let round = 0; round < 5; round += 1) {
    const id = await fileComplaint(app, member);
    const closes = await Promise.all([act(app, first, id, 'close'), act(app, second, id, 'close')]);
    expect(closes.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(closes.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      COMPLAINT_INBOX_MESSAGES.alreadyClosed,
    );

    // Answer and close together: whichever lands first, the complaint ends closed, never re-opened.
    const other = await fileComplaint(app, member);
    const both = await Promise.all([
      act(app, first, other, 'answer', 'ตอบพร้อมกับการปิด'),
      act(app, second, other, 'close'),
    ]);
    expect(both.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const [row] = await app.db.select().from(complaints).where(eq(complaints.id, other));
    expect(row!.status).toBe('closed');
  }
});
