import {
  CONTENT_MESSAGES,
  CONTENT_PAGE_SLUGS,
  ContentSchema,
  ContentSummarySchema,
  ContentTagSchema,
} from '@chokdee/shared-contract/schemas/content';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contents } from '#api/site/content-tables';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const get = (url: string) => app.inject({ method: 'GET', url });
const ContentPage = pageEnvelope(ContentSummarySchema);
const OneContent = dataEnvelope(ContentSchema);

async function list(query = '') {
  const response = await get(`/public/v3/contents${query}`);
  expect(response.statusCode).toBe(200);
  return ContentPage.parse(response.json());
}

function expectThaiError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  field: string,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status, errors: expect.arrayContaining([{ field, message }]) });
}

describe('GET /public/v3/contents', () => {
  test('articles by default, newest first, without their bodies, covers served by the API', async () => {
    const page = await list();
    expect(page.meta).toEqual({ page: 1, per_page: 10, total: 9, last_page: 1 });
    expect(page.data.every((item) => item.kind === 'article')).toBe(true);
    const dates = page.data.map((item) => Date.parse(item.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.data[0]).not.toHaveProperty('body_html');
    expect(page.data[0]?.published_at).toMatch(/\+07:00$/);
    const cover = page.data[0]?.cover_url;
    expect(cover).toMatch(/^http:\/\/localhost(:\d+)?\/static\/articles\/[a-z0-9-]+\.svg$/);
    const picture = await get(new URL(cover!).pathname);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
  });

  test('pages through the list', async () => {
    const first = await list('?per_page=4');
    const second = await list('?per_page=4&page=2');
    const third = await list('?per_page=4&page=3');
    expect(first.meta).toEqual({ page: 1, per_page: 4, total: 9, last_page: 3 });
    expect([...first.data, ...second.data, ...third.data].map((item) => item.id)).toEqual(
      (await list()).data.map((item) => item.id),
    );
    expect((await list('?page=9')).data).toEqual([]);
  });

  test('the social posts are their own list', async () => {
    const page = await list('?kind=social');
    expect(page.meta.total).toBe(4);
    expect(page.data.every((item) => item.kind === 'social')).toBe(true);
  });

  test('a tag keeps only the articles carrying it; an unknown tag is an empty page', async () => {
    const tips = await list(`?tag=${encodeURIComponent('เคล็ดลับ')}`);
    expect(tips.meta.total).toBeGreaterThan(0);
    expect(tips.meta.total).toBeLessThan(9);
    expect(tips.data.every((item) => item.tags.includes('เคล็ดลับ'))).toBe(true);
    const none = await list(`?tag=${encodeURIComponent('ไม่มีแท็กนี้')}`);
    expect(none).toEqual({ data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
  });

  test('an article dated ahead stays hidden until its day', async () => {
    const [row] = await app.db
      .insert(contents)
      .values({
        kind: 'article',
        slug: 'scheduled-next-week',
        title: 'บทความที่ตั้งเวลาเผยแพร่',
        summary: 'เผยแพร่สัปดาห์หน้า',
        body_html: '<p>เนื้อหา</p>',
        tags: ['ข่าวสลาก'],
        published_at: new Date(TEST_NOW.getTime() + 7 * 86_400_000),
      })
      .returning();
    expect((await list()).meta.total).toBe(9);
    expect((await get(`/public/v3/contents/${row!.id}`)).statusCode).toBe(404);
    clock.set(new Date(TEST_NOW.getTime() + 8 * 86_400_000));
    expect((await list()).data[0]?.id).toBe(row!.id);
    expect((await get(`/public/v3/contents/${row!.id}`)).statusCode).toBe(200);
  });

  test.each([
    ['?kind=video', 'kind'],
    ['?page=0', 'page'],
    ['?per_page=101', 'per_page'],
    ['?page=abc', 'page'],
  ])('%s is a 400 naming the field in Thai', async (query, field) => {
    const response = await get(`/public/v3/contents${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: { field: string; message: string }[] };
    expect(body.message).toBe('ข้อมูลไม่ถูกต้อง');
    expect(body.errors.map((e) => e.field)).toContain(field);
    expect(body.errors[0]?.message).toMatch(/[\u0e00-\u0e7f]/);
  });
});

describe('GET /public/v3/contents/tags', () => {
  test('each article tag with its count, the most used first', async () => {
    const response = await get('/public/v3/contents/tags');
    expect(response.statusCode).toBe(200);
    const tags = dataEnvelope(z.array(ContentTagSchema)).parse(response.json()).data;
    expect(tags.map((t) => t.tag)).toEqual(expect.arrayContaining(['ความรู้', 'เคล็ดลับ', 'ข่าวสลาก', 'เลขเด็ด']));
    const counts = tags.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const tips = tags.find((t) => t.tag === 'เคล็ดลับ')!;
    expect(tips.count).toBe((await list(`?tag=${encodeURIComponent('เคล็ดลับ')}`)).meta.total);
  });
});

describe('GET /public/v3/contents/pages/:slug', () => {
  test.each(CONTENT_PAGE_SLUGS)('%s is a Thai page with a body', async (slug) => {
    const response = await get(`/public/v3/contents/pages/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = OneContent.parse(response.json()).data;
    expect(page).toMatchObject({ kind: 'page', slug });
    expect(page.title).toMatch(/[\u0e00-\u0e7f]/);
    expect(page.body_html.length).toBeGreaterThan(200);
  });

  test('an unknown slug is a 404 in Thai', async () => {
    const response = await get('/public/v3/contents/pages/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: CONTENT_MESSAGES.notFound, errors: [], status: 404 });
  });

  test('an article slug is not a page', async () => {
    expect((await get('/public/v3/contents/pages/prize-structure')).statusCode).toBe(404);
  });

  test.each(['About', 'เกี่ยวกับเรา', 'a_b', 'x'.repeat(81)])('slug %s is a 400 in Thai', async (slug) => {
    const response = await get(`/public/v3/contents/pages/${encodeURIComponent(slug)}`);
    expectThaiError(response, 400, 'slug', 'รูปแบบชื่อหน้าไม่ถูกต้อง');
  });
});

describe('GET /public/v3/contents/:id', () => {
  test('an article whole, with its body', async () => {
    const [first] = (await list()).data;
    const response = await get(`/public/v3/contents/${first!.id}`);
    expect(response.statusCode).toBe(200);
    const article = OneContent.parse(response.json()).data;
    expect(article).toMatchObject({ id: first!.id, kind: 'article', title: first!.title, video_url: null });
    expect(article.body_html).toContain('<p>');
  });

  test('a social post by id', async () => {
    const [post] = (await list('?kind=social')).data;
    const response = await get(`/public/v3/contents/${post!.id}`);
    expect(OneContent.parse(response.json()).data.kind).toBe('social');
  });

  test('a page by id and an unknown id are 404 in Thai', async () => {
    const about = OneContent.parse((await get('/public/v3/contents/pages/about')).json()).data;
    for (const id of [about.id, 999_999]) {
      const response = await get(`/public/v3/contents/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: CONTENT_MESSAGES.notFound });
    }
  });

  test.each(['abc', '0', '-3', '1.5', '2147483648', '99999999999'])('id %s is a 400 in Thai', async (id) => {
    const response = await get(`/public/v3/contents/${id}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { errors: { field: string; message: string }[] };
    expect(body.errors[0]?.field).toBe('id');
    expect(body.errors[0]?.message).toMatch(/[\u0e00-\u0e7f]/);
  });

  test('a non-number id names the content id in Thai', async () => {
    expectThaiError(await get('/public/v3/contents/abc'), 400, 'id', 'รหัสเนื้อหาไม่ถูกต้อง');
  });
});
