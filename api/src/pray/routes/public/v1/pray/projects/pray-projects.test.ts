import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';

jest.setTimeout(60_000);

let app: FastifyInstance;
let owner: MemberSession;
let other: MemberSession;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await registerMember(app);
  other = await registerMember(app);
});
afterAll(() => app.close());

const PUBLIC = '/public/v1/pray/projects';
const MINE = '/public/v1/members/pray/projects';
const ADMIN = '/admin/v1/pray/projects';

const basics = {
  title: 'ขอให้น้องหมาแมวในซอยปลอดภัยจากน้ำท่วม',
  category: 'merit',
  target_supporters: 50,
  starts_on: '2026-11-20',
  ends_on: '2026-12-31',
};

const picture = (format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#a1c4fd' } })
    .toFormat(format)
    .toBuffer();

async function upload(projectId: number, data: Buffer, who = owner, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'picture.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `${MINE}/${projectId}/pictures${query}`,
    headers: { ...who.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Draft → complete → submitted → approved: a published project of `owner`. */
async function publishedProject(title = basics.title, story = '<p>น้ำท่วมหนักทุกปี ขอให้ทุกชีวิตปลอดภัย</p>') {
  const created = await app.inject({
    method: 'POST',
    url: MINE,
    headers: owner.headers,
    payload: { ...basics, title, story },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  expect((await upload(id, await picture())).statusCode).toBe(201);
  expect(
    (await app.inject({ method: 'POST', url: `${MINE}/${id}/submit`, headers: owner.headers })).statusCode,
  ).toBe(200);
  const approved = await app.inject({
    method: 'POST',
    url: `${ADMIN}/${id}/approve`,
    headers: adminHeaders(),
  });
  expect(approved.statusCode).toBe(200);
  const project = approved.json().data as { id: number; slug: string };
  const notices = (await app.inject({ url: '/public/v1/notices', headers: owner.headers })).json();
  expect(notices.data).toContainEqual(
    expect.objectContaining({ kind: 'pray-approved', link: `/ขอพร/${encodeURIComponent(project.slug)}` }),
  );
  return project;
}

describe('the seed', () => {
  test('30 or more published projects with a cover, newest first; settings per §9', async () => {
    const list = await app.inject({ url: `${PUBLIC}?per_page=50` });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.meta.total).toBeGreaterThanOrEqual(30);
    expect(
      body.data.every((p: { cover: unknown; status: string }) => p.cover && p.status === 'published'),
    ).toBe(true);
    const cover = await app.inject({ url: body.data[0].cover.thumb_url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const settings = await app.inject({ url: '/public/v1/pray/settings' });
    expect(settings.json()).toEqual({ data: { donation_amount: 99, show_sold_out_number: true } });
  });

  test('sorts: most supported is ordered by count; closing soon by end date', async () => {
    const supported = (await app.inject({ url: `${PUBLIC}?sort=supported&per_page=50` })).json().data as {
      supporters_count: number;
    }[];
    const counts = supported.map((p) => p.supporters_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const closing = (await app.inject({ url: `${PUBLIC}?sort=closing&per_page=50` })).json().data as {
      ends_on: string;
    }[];
    const ends = closing.map((p) => p.ends_on);
    expect(ends).toEqual([...ends].sort());
  });
});

describe('search by a Thai fragment', () => {
  test('a fragment from the middle of a title or of a story finds it; a category filters', async () => {
    const byTitle = (await app.inject({ url: `${PUBLIC}?q=${encodeURIComponent('หายป่วยจาก')}` })).json();
    expect(byTitle.data.map((p: { title: string }) => p.title)).toContain('ขอให้คุณแม่หายป่วยจากโรคมะเร็ง');
    const byStory = (await app.inject({ url: `${PUBLIC}?q=${encodeURIComponent('ศิริราช')}` })).json();
    expect(byStory.meta.total).toBe(1);
    const filtered = (
      await app.inject({ url: `${PUBLIC}?q=${encodeURIComponent('ขอให้')}&category=study` })
    ).json();
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((p: { category: string }) => p.category === 'study')).toBe(true);
  });

  test('% and _ are letters, not wildcards; drafts are never found', async () => {
    expect((await app.inject({ url: `${PUBLIC}?q=%25` })).json().meta.total).toBe(0);
    expect((await app.inject({ url: `${PUBLIC}?q=_` })).json().meta.total).toBe(0);
    await app.inject({
      method: 'POST',
      url: MINE,
      headers: owner.headers,
      payload: { title: 'ร่างลับเฉพาะคำค้นนี้' },
    });
    expect(
      (await app.inject({ url: `${PUBLIC}?q=${encodeURIComponent('ร่างลับเฉพาะ')}` })).json().meta.total,
    ).toBe(0);
  });

  test('bad query values get 400 in Thai', async () => {
    const response = await app.inject({ url: `${PUBLIC}?sort=random&category=x&q=${'ก'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['category', 'q', 'sort']);
  });
});

describe('the wizard: draft, steps, pictures, submit, review', () => {
  test('each step saves; the story is sanitised; a rejected project comes back as draft', async () => {
    const created = await app.inject({
      method: 'POST',
      url: MINE,
      headers: owner.headers,
      payload: { title: 'ขอพรทดลอง' },
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', title: 'ขอพรทดลอง', is_owner: true });
    expect(draft.slug).toBe(`ขอพรทดลอง-${draft.id}`);

    const story = await app.inject({
      method: 'PUT',
      url: `${MINE}/${draft.id}`,
      headers: owner.headers,
      payload: {
        story:
          '<p>เรื่อง<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      },
    });
    expect(story.statusCode).toBe(200);
    const saved = story.json().data.story as string;
    expect(saved).not.toMatch(/<script|onerror=|javascript:/i);
    expect(saved).toContain('เรื่อง');

    const incomplete = await app.inject({
      method: 'POST',
      url: `${MINE}/${draft.id}/submit`,
      headers: owner.headers,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['category', 'target_supporters', 'pictures']),
    );

    await app.inject({
      method: 'PUT',
      url: `${MINE}/${draft.id}`,
      headers: owner.headers,
      payload: basics,
    });
    const pic = await upload(draft.id, await picture('jpeg'));
    expect(pic.statusCode).toBe(201);
    expect(pic.json().data).toMatchObject({ width: 1200, height: 675 });
    const submitted = await app.inject({
      method: 'POST',
      url: `${MINE}/${draft.id}/submit`,
      headers: owner.headers,
    });
    expect(submitted.json().data.status).toBe('pending_review');
    // Under review it is frozen.
    const frozen = await app.inject({
      method: 'PUT',
      url: `${MINE}/${draft.id}`,
      headers: owner.headers,
      payload: { title: 'ใหม่' },
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(PRAY_MESSAGES.notEditable);

    const queue = await app.inject({ url: ADMIN, headers: adminHeaders() });
    const queued = queue.json().data.find((p: { id: number }) => p.id === draft.id);
    // The queue says when the project was started, and staff see its pictures the public path hides.
    expect(queued.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*\+07:00$/);
    const thumb = queued.pictures[0].thumb_url.replace('/public/v1/', '/admin/v1/');
    expect((await app.inject({ url: queued.pictures[0].thumb_url })).statusCode).toBe(404);
    const staffThumb = await app.inject({ url: thumb, headers: adminHeaders() });
    expect(staffThumb.statusCode).toBe(200);
    expect(staffThumb.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ url: thumb })).statusCode).toBe(401);
    const noReason = await app.inject({
      method: 'POST',
      url: `${ADMIN}/${draft.id}/reject`,
      headers: adminHeaders(),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await app.inject({
      method: 'POST',
      url: `${ADMIN}/${draft.id}/reject`,
      headers: adminHeaders(),
      payload: { reason: 'กรุณาเพิ่มรายละเอียด' },
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reject_reason: 'กรุณาเพิ่มรายละเอียด' });
    const again = await app.inject({
      method: 'POST',
      url: `${ADMIN}/${draft.id}/approve`,
      headers: adminHeaders(),
    });
    expect(again.statusCode).toBe(409);

    // The author is told once, with the reason and the way to fix it.
    const notices = (await app.inject({ url: '/public/v1/notices', headers: owner.headers })).json();
    const told = notices.data.filter((notice: { kind: string }) => notice.kind === 'pray-refused');
    expect(told).toEqual([
      expect.objectContaining({
        title: `คำขอพร "${rejected.json().data.title}" ยังไม่ผ่านการตรวจสอบ กรุณาแก้ไขแล้วส่งใหม่`,
        body: 'กรุณาเพิ่มรายละเอียด',
        link: `/members/pray/edit/${draft.id}/basics`,
        read: false,
      }),
    ]);

    const edited = await app.inject({
      method: 'PUT',
      url: `${MINE}/${draft.id}`,
      headers: owner.headers,
      payload: { story: '<p>เพิ่มรายละเอียดแล้ว</p>' },
    });
    expect(edited.json().data).toMatchObject({ status: 'draft', reject_reason: null });
  });

  test('only the owner: another member gets 404 for read, edit, pictures and submit', async () => {
    const created = await app.inject({
      method: 'POST',
      url: MINE,
      headers: owner.headers,
      payload: { title: 'ของฉันเท่านั้น' },
    });
    const id = created.json().data.id;
    for (const call of [
      { method: 'GET' as const, url: `${MINE}/${id}` },
      { method: 'PUT' as const, url: `${MINE}/${id}`, payload: { title: 'ยึด' } },
      { method: 'POST' as const, url: `${MINE}/${id}/submit` },
    ]) {
      const response = await app.inject({ ...call, headers: other.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PRAY_MESSAGES.notFound);
    }
    expect((await upload(id, await picture(), other)).statusCode).toBe(404);
    // A draft is not public, and its pictures reach only the owner.
    const own = await upload(id, await picture());
    expect((await app.inject({ url: own.json().data.url })).statusCode).toBe(404);
    expect((await app.inject({ url: own.json().data.url, headers: owner.headers })).statusCode).toBe(200);
    const slug = created.json().data.slug;
    expect((await app.inject({ url: `${PUBLIC}/${encodeURIComponent(slug)}` })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `${PUBLIC}/${encodeURIComponent(slug)}`, headers: owner.headers })).statusCode,
    ).toBe(200);
  });

  test('pictures: fake, oversize, missing and the ninth are refused in Thai; delete works', async () => {
    const id = (
      await app.inject({ method: 'POST', url: MINE, headers: owner.headers, payload: { title: 'รูปภาพ' } })
    ).json().data.id;
    const fake = await upload(id, Buffer.from('<?php echo "hi"; ?> not a png'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(PRAY_MESSAGES.pictureBadType);
    const big = await upload(id, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PRAY_MESSAGES.pictureTooLarge);
    const none = await app.inject({
      method: 'POST',
      url: `${MINE}/${id}/pictures`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect([400, 415]).toContain(none.statusCode);
    const data = await picture();
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await upload(id, data)).json().data.id);
    const ninth = await upload(id, data);
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().message).toBe(PRAY_MESSAGES.picturesFull);
    // The count comes before the bytes: a ninth file that would not even decode gets the count error.
    const bogusNinth = await upload(id, Buffer.from('<?php echo "hi"; ?> not a png'));
    expect(bogusNinth.statusCode).toBe(409);
    expect(bogusNinth.json().message).toBe(PRAY_MESSAGES.picturesFull);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${MINE}/${id}/pictures/${ids[0]}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await app.inject({ url: `${MINE}/${id}`, headers: owner.headers })).json().data.pictures,
    ).toHaveLength(7);
  });

  test('bad bodies: 400 with Thai messages per field; no token: 401; admin without token: 401', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: MINE,
      headers: owner.headers,
      payload: {
        title: 'x'.repeat(121),
        target_supporters: -1,
        starts_on: '2026-12-02',
        ends_on: '2026-12-01',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['ends_on', 'target_supporters', 'title']);
    expect((await app.inject({ method: 'POST', url: MINE, payload: basics })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${ADMIN}/1/approve` })).statusCode).toBe(401);
  });
});

describe('votes, updates, supporters, share page', () => {
  let project: { id: number; slug: string };
  const at = (path = '') => `${PUBLIC}/${encodeURIComponent(project.slug)}${path}`;
  beforeAll(async () => {
    project = await publishedProject('ขอให้หลานสอบติดหมอ', '<p>ขอพรให้สอบติดคณะแพทย์ปีนี้</p>');
  });

  test('join, join again (still one), withdraw; a visitor must log in', async () => {
    expect((await app.inject({ method: 'POST', url: at('/vote') })).statusCode).toBe(401);
    const first = await app.inject({ method: 'POST', url: at('/vote'), headers: other.headers });
    expect(first.json().data).toEqual({ voted: true, supporters_count: 1 });
    const twice = await app.inject({ method: 'POST', url: at('/vote'), headers: other.headers });
    expect(twice.json().data).toEqual({ voted: true, supporters_count: 1 });
    expect((await app.inject({ url: at('/vote'), headers: other.headers })).json().data.voted).toBe(true);
    expect((await app.inject({ url: at('/supporters') })).json().data).toEqual([
      { name: 'สมชาย ใ.', voted_at: expect.any(String) },
    ]);
    const voted = await app.inject({ url: '/public/v1/members/pray/voted', headers: other.headers });
    expect(voted.json().data.map((p: { id: number }) => p.id)).toContain(project.id);
    const withdrawn = await app.inject({ method: 'DELETE', url: at('/vote'), headers: other.headers });
    expect(withdrawn.json().data).toEqual({ voted: false, supporters_count: 0 });
    const again = await app.inject({ method: 'DELETE', url: at('/vote'), headers: other.headers });
    expect(again.json().data).toEqual({ voted: false, supporters_count: 0 });
  });

  test('the owner posts news with a picture; listed newest first; one by id; others cannot post', async () => {
    const pic = await upload(project.id, await picture(), owner, '?for=update');
    expect(pic.statusCode).toBe(201);
    const post = (title: string, picture_ids: number[] = []) =>
      app.inject({
        method: 'POST',
        url: `${MINE}/${project.id}/updates`,
        headers: owner.headers,
        payload: { title, body: 'สอบข้อเขียนผ่านแล้ว<script>x</script>', picture_ids },
      });
    const first = await post('ข่าวแรก', [pic.json().data.id]);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.body).not.toContain('<script>');
    expect(first.json().data.pictures).toHaveLength(1);
    const second = await post('ข่าวที่สอง');
    // News waits for a reviewer before the public reads it.
    expect(first.json().data.status).toBe('pending_review');
    expect((await app.inject({ url: at(`/updates/${first.json().data.id}`) })).statusCode).toBe(404);
    for (const news of [first, second])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/admin/v1/pray/updates/${news.json().data.id}/approve`,
            headers: adminHeaders(),
          })
        ).statusCode,
      ).toBe(200);
    const list = (await app.inject({ url: at('/updates') })).json().data as { id: number; title: string }[];
    expect(list.map((u) => u.title).slice(0, 2)).toEqual(['ข่าวที่สอง', 'ข่าวแรก']);
    const one = await app.inject({ url: at(`/updates/${first.json().data.id}`) });
    expect(one.json().data.title).toBe('ข่าวแรก');
    expect((await app.inject({ url: at('/updates/999999') })).statusCode).toBe(404);
    const stranger = await app.inject({
      method: 'POST',
      url: `${MINE}/${project.id}/updates`,
      headers: other.headers,
      payload: { title: 'x', body: 'y' },
    });
    expect(stranger.statusCode).toBe(404);
    // A news picture does not join the project's gallery.
    expect((await app.inject({ url: at() })).json().data.pictures).toHaveLength(1);
  });

  test('the share page carries og tags of the project and sends people on to /ขอพร/{slug}', async () => {
    const og = await app.inject({ url: `/public/v1/pray/og/${encodeURIComponent(project.slug)}` });
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toContain('text/html');
    expect(og.body).toContain('<meta property="og:title" content="ขอให้หลานสอบติดหมอ | ขอพร โชคดี">');
    expect(og.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost(:\d+)?\/public\/v1\/pray\/pictures\/\d+\/web">/,
    );
    expect(og.body).toContain(`/${encodeURIComponent('ขอพร')}/${encodeURIComponent(project.slug)}`);
    expect(og.headers['content-security-policy']).not.toContain('sandbox');
    expect((await app.inject({ url: '/public/v1/pray/og/no-such-project' })).statusCode).toBe(404);
  });

  test('the share page is cached publicly, so its links come from the configuration, not the Host header', async () => {
    const forged = await app.inject({
      url: `/public/v1/pray/og/${encodeURIComponent(project.slug)}`,
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['cache-control']).toContain('public');
    expect(forged.body).not.toContain('attacker.example');
    const image = /<meta property="og:image" content="([^"]+)">/.exec(forged.body)![1]!;
    expect(image.startsWith(`${app.config.publicApiUrl}/public/v1/pray/pictures/`)).toBe(true);
    expect(forged.body).toContain(`<link rel="canonical" href="${app.config.siteUrl}/`);
  });

  test('closed by the owner: still readable, no more votes', async () => {
    const closed = await app.inject({
      method: 'POST',
      url: `${MINE}/${project.id}/close`,
      headers: owner.headers,
    });
    expect(closed.json().data.status).toBe('closed');
    expect((await app.inject({ url: at() })).statusCode).toBe(200);
    const vote = await app.inject({ method: 'POST', url: at('/vote'), headers: other.headers });
    expect(vote.statusCode).toBe(409);
    expect(vote.json().message).toBe(PRAY_MESSAGES.notPublished);
  });
});
