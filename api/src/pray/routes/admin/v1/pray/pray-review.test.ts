import { STAFF_ROLE_MESSAGES } from '@chokdee/shared-contract/schemas/staff-roles';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { MINE, postNews, submittedProject } from '#api/pray/test/pray-fixtures';

jest.setTimeout(120_000);

const ADMIN = '/admin/v1/pray';
const PUBLIC = '/public/v1/pray/projects';

let app: FastifyInstance;
let author: MemberSession;
let reviewer: StaffLogin;
let shop: StaffLogin;
let owner: StaffLogin;
// A clock that moves a second per reading: "oldest first" and each notice have a time of their own.
let tick = TEST_NOW.getTime();
beforeAll(async () => {
  app = await buildTestApp({ clock: () => new Date((tick += 1000)) });
  author = await registerMember(app);
  reviewer = await staffWithRoles(app, ['reviewer']);
  shop = await staffWithRoles(app, ['shop']);
  owner = await staffWithRoles(app, ['owner']);
});
afterAll(() => app.close());

const asReviewer = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `${ADMIN}${url}`, headers: reviewer.headers, ...(payload && { payload }) });

async function notices() {
  const list = await app.inject({ url: '/public/v1/notices', headers: author.headers });
  return list.json().data as { kind: string; title: string; body: string; link: string }[];
}

/** A project of the author, approved: news can be posted on it. */
async function published(title: string) {
  const project = await submittedProject(app, author, title);
  expect((await asReviewer('POST', `/projects/${project.id}/approve`)).statusCode).toBe(200);
  return project;
}

describe('the review queue', () => {
  test('projects oldest first; refused with a reason the author reads, fixed, sent again, approved', async () => {
    const first = await submittedProject(app, author, 'ขอให้สอบติดมหาวิทยาลัย');
    const second = await submittedProject(app, author, 'ขอให้คุณแม่หายป่วย');
    const queue = (await asReviewer('GET', '/projects')).json().data as { id: number; owner_id: number }[];
    const ids = queue.map((p) => p.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.find((p) => p.id === first.id)!.owner_id).toBe(author.userId);

    const reason = 'รูปภาพไม่ตรงกับเรื่องราว กรุณาเปลี่ยนรูปหน้าปก';
    expect((await asReviewer('POST', `/projects/${first.id}/reject`, { reason })).statusCode).toBe(200);
    const mine = await app.inject({ url: `${MINE}/${first.id}`, headers: author.headers });
    expect(mine.json().data).toMatchObject({ status: 'rejected', reject_reason: reason });
    expect(await notices()).toContainEqual(expect.objectContaining({ kind: 'pray-refused', body: reason }));

    // Fixed and sent again: back in the queue, now after the second project.
    const fixed = await app.inject({
      method: 'PUT',
      url: `${MINE}/${first.id}`,
      headers: author.headers,
      payload: { title: 'ขอให้สอบติดคณะที่ใฝ่ฝัน' },
    });
    expect(fixed.json().data.status).toBe('draft');
    await app.inject({ method: 'POST', url: `${MINE}/${first.id}/submit`, headers: author.headers });
    const again = ((await asReviewer('GET', '/projects')).json().data as { id: number }[]).map((p) => p.id);
    expect(again.indexOf(second.id)).toBeLessThan(again.indexOf(first.id));

    expect((await asReviewer('POST', `/projects/${first.id}/approve`)).statusCode).toBe(200);
    expect(
      (await app.inject({ url: `${PUBLIC}/${encodeURIComponent(fixed.json().data.slug)}` })).statusCode,
    ).toBe(200);
    // Decided once: a second decision is a Thai 409, not a second notice.
    const twice = await asReviewer('POST', `/projects/${first.id}/reject`, { reason });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('คำขอพรนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ');
  });

  test('news waits in the queue; refused news is fixed by its owner and comes back; approved is public', async () => {
    const project = await published('ขอให้ร้านข้าวแกงของยายขายดี');
    const news = await postNews(app, author, project.id, 'ยายเปิดร้านวันแรก');
    const later = await postNews(app, author, project.id, 'ลูกค้าประจำกลับมาแล้ว');
    const at = `${PUBLIC}/${encodeURIComponent(project.slug)}`;
    expect((await app.inject({ url: `${at}/updates` })).json().data).toEqual([]);

    const queue = (await asReviewer('GET', '/updates')).json().data as {
      id: number;
      project_title: string;
    }[];
    const ids = queue.map((u) => u.id);
    expect(ids.indexOf(news)).toBeLessThan(ids.indexOf(later));
    expect(queue.find((u) => u.id === news)!.project_title).toBe('ขอให้ร้านข้าวแกงของยายขายดี');

    const reason = 'กรุณาอย่าใส่เบอร์โทรศัพท์ส่วนตัวในข่าว';
    const refused = await asReviewer('POST', `/updates/${news}/reject`, { reason });
    expect(refused.json().data).toMatchObject({ status: 'rejected', reject_reason: reason });
    const own = await app.inject({ url: `${MINE}/${project.id}/updates`, headers: author.headers });
    expect(own.json().data).toContainEqual(
      expect.objectContaining({ id: news, status: 'rejected', reject_reason: reason }),
    );
    expect(await notices()).toContainEqual(
      expect.objectContaining({
        kind: 'pray-refused',
        body: reason,
        link: '/members/pray',
      }),
    );

    const resent = await app.inject({
      method: 'PUT',
      url: `${MINE}/${project.id}/updates/${news}`,
      headers: author.headers,
      payload: { title: 'ยายเปิดร้านวันแรก', body: 'ขอบคุณทุกคนที่มาอุดหนุน' },
    });
    expect(resent.json().data).toMatchObject({ status: 'pending_review', reject_reason: null });
    const back = ((await asReviewer('GET', '/updates')).json().data as { id: number }[]).map((u) => u.id);
    expect(back.indexOf(later)).toBeLessThan(back.indexOf(news));
    // Only refused news is fixed: waiting news is not.
    const early = await app.inject({
      method: 'PUT',
      url: `${MINE}/${project.id}/updates/${later}`,
      headers: author.headers,
      payload: { title: 'x', body: 'y' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('ข่าวนี้แก้ไขได้เฉพาะเมื่อไม่ผ่านการตรวจสอบ');

    expect((await asReviewer('POST', `/updates/${news}/approve`)).statusCode).toBe(200);
    const list = (await app.inject({ url: `${at}/updates` })).json().data as { id: number }[];
    expect(list.map((u) => u.id)).toEqual([news]);
    expect((await app.inject({ url: at })).json().data.updates_count).toBe(1);
    expect(await notices()).toContainEqual(expect.objectContaining({ kind: 'pray-approved', body: '' }));
  });
});

describe('hiding published news', () => {
  test('hidden from the public, shown to its owner with the reason, logged before/after; shown again', async () => {
    const project = await published('ขอให้น้ำไม่ท่วมหมู่บ้าน');
    const news = await postNews(app, author, project.id, 'ระดับน้ำลดลงแล้ว');
    const at = `${PUBLIC}/${encodeURIComponent(project.slug)}`;
    // Waiting news is not published: there is nothing to hide yet.
    const early = await asReviewer('POST', `/updates/${news}/hide`, { reason: 'ข้อมูลไม่ถูกต้อง' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('ข่าวนี้ยังไม่ได้เผยแพร่ จึงซ่อนไม่ได้');
    await asReviewer('POST', `/updates/${news}/approve`);

    const reason = 'มีข้อมูลส่วนตัวของผู้อื่น';
    const hidden = await asReviewer('POST', `/updates/${news}/hide`, { reason });
    expect(hidden.json().data).toMatchObject({ hidden: true, hidden_reason: reason, status: 'published' });
    expect((await app.inject({ url: `${at}/updates` })).json().data).toEqual([]);
    expect((await app.inject({ url: `${at}/updates/${news}` })).statusCode).toBe(404);
    expect((await app.inject({ url: at })).json().data.updates_count).toBe(0);
    const own = await app.inject({ url: `${MINE}/${project.id}/updates`, headers: author.headers });
    expect(own.json().data).toContainEqual(
      expect.objectContaining({ id: news, hidden: true, hidden_reason: reason }),
    );
    expect(await notices()).toContainEqual(expect.objectContaining({ kind: 'pray-refused', body: reason }));
    expect((await asReviewer('POST', `/updates/${news}/hide`, { reason })).statusCode).toBe(409);
    const noReason = await asReviewer('POST', `/updates/${news}/hide`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'กรุณาระบุเหตุผลที่ซ่อนข่าว' }]);

    const log = await app.inject({ url: '/admin/v1/audit-log?per_page=5', headers: owner.headers });
    expect(log.json().data).toContainEqual(
      expect.objectContaining({
        route: '/admin/v1/pray/updates/:id/hide',
        params: { id: String(news) },
        status: 200,
        before: { status: 'published', reject_reason: null, hidden: false, hidden_reason: null },
        after: { status: 'published', reject_reason: null, hidden: true, hidden_reason: reason },
      }),
    );

    expect((await asReviewer('POST', `/updates/${news}/unhide`)).json().data.hidden).toBe(false);
    expect(
      ((await app.inject({ url: `${at}/updates` })).json().data as { id: number }[]).map((u) => u.id),
    ).toEqual([news]);
    expect((await asReviewer('POST', `/updates/${news}/unhide`)).statusCode).toBe(409);
  });
});

describe("the author's history", () => {
  test('their projects and news as they stand, and every decision with its reason, newest first', async () => {
    const other = await registerMember(app);
    const refused = await submittedProject(app, other, 'ขอให้ถูกรางวัลที่หนึ่ง');
    await asReviewer('POST', `/projects/${refused.id}/reject`, { reason: 'เนื้อหาเชิงการพนัน' });
    const kept = await submittedProject(app, other, 'ขอให้หลานเรียนจบ');
    await asReviewer('POST', `/projects/${kept.id}/approve`);
    const news = await postNews(app, other, kept.id, 'หลานรับปริญญาแล้ว');
    await asReviewer('POST', `/updates/${news}/approve`);
    await asReviewer('POST', `/updates/${news}/hide`, { reason: 'รูปมีใบหน้าเด็กคนอื่น' });

    const history = await asReviewer('GET', `/authors/${other.userId}/history`);
    expect(history.statusCode).toBe(200);
    const data = history.json().data;
    expect(data.owner_id).toBe(other.userId);
    expect(data.projects).toEqual([
      expect.objectContaining({ id: kept.id, status: 'published' }),
      expect.objectContaining({ id: refused.id, status: 'rejected', reject_reason: 'เนื้อหาเชิงการพนัน' }),
    ]);
    expect(data.updates).toEqual([
      expect.objectContaining({ id: news, hidden: true, hidden_reason: 'รูปมีใบหน้าเด็กคนอื่น' }),
    ]);
    expect(data.decisions.map((d: { decision: string; kind: string }) => `${d.kind}:${d.decision}`)).toEqual([
      'update:hidden',
      'update:approved',
      'project:approved',
      'project:refused',
    ]);
    expect(data.decisions[3]).toMatchObject({ reason: 'เนื้อหาเชิงการพนัน', title: 'ขอให้ถูกรางวัลที่หนึ่ง' });
  });
});

describe('who may review, and ids that name nothing', () => {
  const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    { method: 'GET', url: '/projects' },
    { method: 'GET', url: '/updates' },
    { method: 'POST', url: '/projects/1/approve' },
    { method: 'POST', url: '/updates/1/reject', payload: { reason: 'ไม่เหมาะสม' } },
    { method: 'POST', url: '/updates/1/hide', payload: { reason: 'ไม่เหมาะสม' } },
    { method: 'POST', url: '/updates/1/unhide' },
    { method: 'GET', url: '/authors/1/history' },
  ];

  test('a shop staff member gets a Thai 403 and a visitor 401 on every review URL', async () => {
    for (const call of calls) {
      const asShop = await app.inject({ ...call, url: `${ADMIN}${call.url}`, headers: shop.headers });
      expect([call.url, asShop.statusCode]).toEqual([call.url, 403]);
      expect(asShop.json().message).toBe(STAFF_ROLE_MESSAGES.forbidden);
      const visitor = await app.inject({ ...call, url: `${ADMIN}${call.url}` });
      expect([call.url, visitor.statusCode]).toEqual([call.url, 401]);
      const member = await app.inject({ ...call, url: `${ADMIN}${call.url}`, headers: author.headers });
      expect([call.url, member.statusCode]).toEqual([call.url, 401]);
    }
  });

  test('unknown, zero, out-of-range and non-number ids are a Thai 404, never a 500', async () => {
    for (const id of ['999999', '0', '99999999999', '2147483648', 'abc']) {
      for (const call of [
        { url: `/projects/${id}/approve` },
        { url: `/projects/${id}/reject`, payload: { reason: 'ไม่เหมาะสม' } },
        { url: `/updates/${id}/approve` },
        { url: `/updates/${id}/reject`, payload: { reason: 'ไม่เหมาะสม' } },
        { url: `/updates/${id}/hide`, payload: { reason: 'ไม่เหมาะสม' } },
        { url: `/updates/${id}/unhide` },
      ]) {
        const answer = await asReviewer('POST', call.url, call.payload);
        expect([call.url, answer.statusCode]).toEqual([call.url, 404]);
        expect(answer.json().message).toMatch(/^ไม่พบ/);
      }
      const history = await asReviewer('GET', `/authors/${id}/history`);
      expect([id, history.statusCode, history.json().message]).toEqual([id, 404, 'ไม่พบผู้เขียนคำขอพรนี้']);
    }
  });
});
