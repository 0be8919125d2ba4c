/**
 * @jest-environment node
 */
import type { PrayProject, PrayUpdate } from '@chokdee/shared-contract/schemas/pray';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { render } from './render';

// The prayer pages as the site's origin gets them: read from the API on loopback, named in the
// HTML by the API's public address, with nothing a visitor's browser would render differently.

const API = 'http://127.0.0.1:4000';
const PUBLIC_API = 'https://api.chokdee.example';
const SLUG = 'ขอให้คุณแม่หายป่วย-1';
const PRAY = '/ขอพร';

const picture = {
  id: 7,
  url: `${API}/public/v1/pray/pictures/7/web`,
  thumb_url: `${API}/public/v1/pray/pictures/7/thumb`,
  width: 1200,
  height: 675,
};

const project: PrayProject = {
  id: 1,
  slug: SLUG,
  title: 'ขอให้คุณแม่หายป่วยจากโรคมะเร็ง',
  category: 'health',
  status: 'published',
  cover: picture,
  target_supporters: 500,
  supporters_count: 33,
  starts_on: '2026-11-20',
  ends_on: '2026-12-30',
  owner_name: 'สมศรี ใจบุญ',
  excerpt: 'คุณแม่ของฉันกำลังรักษาตัว',
  featured: true,
  published_at: '2026-11-21T10:00:00+07:00',
  story: '<p>คุณแม่ของฉันกำลังรักษาตัวด้วยเคมีบำบัด</p>',
  pictures: [picture, { ...picture, id: 8 }],
  reject_reason: null,
  updates_count: 1,
  is_owner: false,
};

const update: PrayUpdate = {
  id: 3,
  title: 'ขอบคุณทุกคนที่ร่วมอธิษฐาน',
  body: '<p>ทุกอย่างเป็นไปด้วยดี</p>',
  pictures: [picture],
  created_at: '2026-11-22T09:00:00+07:00',
};

const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 12, total: data.length, last_page: 1 },
});

/** The API's answers by path (decoded), as the render asks for them. */
const ANSWERS: Record<string, unknown> = {
  '/public/v1/pray/projects': page([project]),
  [`/public/v1/pray/projects/${SLUG}`]: { data: project },
  [`/public/v1/pray/projects/${SLUG}/updates`]: { data: [update] },
  [`/public/v1/pray/projects/${SLUG}/updates/3`]: { data: update },
  [`/public/v1/pray/projects/${SLUG}/supporters`]: page([
    { name: 'วิชัย ม.', voted_at: '2026-11-22T08:00:00+07:00' },
  ]),
};

let api: FetchMock;
beforeEach(() => {
  api = mockFetch((request) => {
    const body = ANSWERS[decodeURIComponent(new URL(request.url).pathname)];
    return body ? jsonResponse(body) : jsonResponse({ message: 'ไม่พบ' }, 404);
  });
});
afterEach(() => api.restore());

const renderAt = (url: string) => render(url, API, PUBLIC_API);
const asked = () => api.calls.map((call) => decodeURIComponent(new URL(call.url).pathname));

/** What the site's CSP or a visitor's first render would refuse in server HTML. */
function expectServerSafe(html: string) {
  expect(html).not.toMatch(/\sstyle="/);
  expect(html).not.toContain('127.0.0.1');
}

test('the list, at its Thai path decoded or percent-encoded, shows the first page of wishes', async () => {
  for (const url of [PRAY, encodeURI(PRAY), `${PRAY}/`]) {
    const listPage = await renderAt(url);
    expect(Object.keys(listPage?.answers ?? {})).toEqual(['pray/list?page=1&sort=featured']);
    expect(listPage?.html).toContain('<h1');
    expect(listPage?.html).toContain(project.title);
    expect(listPage?.html).toContain(`src="${PUBLIC_API}/public/v1/pray/pictures/7/thumb"`);
    // The search fields wait for hydration, as one group; days left are counted in the browser.
    expect(listPage?.html).toMatch(/<fieldset[^>]*disabled=""[^>]*><input[^>]*aria-label="ค้นหาคำขอพร"/);
    expect(listPage?.html).not.toContain('เหลือ');
    expect(listPage?.html).toContain('data-percent="5"');
    expectServerSafe(listPage!.html);
  }
});

test('a project’s story: its name, cover by the public address, a visitor’s waiting vote button', async () => {
  for (const url of [`${PRAY}/${SLUG}`, encodeURI(`${PRAY}/${SLUG}`)]) {
    const projectPage = await renderAt(url);
    expect(Object.keys(projectPage?.answers ?? {})).toEqual([`pray/projects/${encodeURIComponent(SLUG)}`]);
    expect(projectPage?.html).toContain(`>${project.title}</h1>`);
    expect(projectPage?.html).toContain(`src="${PUBLIC_API}/public/v1/pray/pictures/7/web"`);
    expect(projectPage?.html).toMatch(/<button[^>]*disabled=""[^>]*>เข้าสู่ระบบเพื่อร่วมอธิษฐาน<\/button>/);
    // The share links need the site's address, which only the browser knows.
    expect(projectPage?.html).toMatch(/<a[^>]*>แชร์ LINE<\/a>/);
    expect(projectPage?.html).not.toContain('social-plugins.line.me');
    expectServerSafe(projectPage!.html);
  }
});

test('the news and supporters tabs are rendered with what each reads', async () => {
  const updates = await renderAt(`${PRAY}/${SLUG}/updates`);
  expect(updates?.html).toContain(update.title);
  expect(updates?.answers).toHaveProperty([`pray/projects/${encodeURIComponent(SLUG)}/updates`]);
  const supporters = await renderAt(encodeURI(`${PRAY}/${SLUG}/supporters`));
  expect(supporters?.html).toContain('วิชัย ม.');
  expectServerSafe(updates!.html);
  expectServerSafe(supporters!.html);
});

test('one piece of news, with its pictures', async () => {
  const news = await renderAt(encodeURI(`${PRAY}/${SLUG}/updates/3`));
  expect(news?.html).toContain(`>${update.title}</h1>`);
  expect(news?.html).toContain(`src="${PUBLIC_API}/public/v1/pray/pictures/7/web"`);
  expectServerSafe(news!.html);
});

test('the wish list is rendered with nothing to read', async () => {
  const wishList = await renderAt(encodeURI('/รายการขอพร'));
  expect(wishList?.answers).toEqual({});
  expect(wishList?.html).toContain('>รายการขอพร</h1>');
});

test('search, members’ and staff pages are left to the browser, and read nothing', async () => {
  for (const url of [
    `${PRAY}/search`,
    encodeURI(`${PRAY}/search`),
    '/members/pray',
    '/members/pray/create',
    '/members/pray/voted',
    '/members/pray/edit/1/story',
    '/staff/pray-review',
  ])
    expect(await renderAt(url)).toBeNull();
  expect(asked()).toEqual([]);
});

test('a project the API does not show fails its render: the browser renders it', async () => {
  await expect(renderAt(`${PRAY}/ไม่มีคำขอพรนี้-99`)).rejects.toThrow();
  expect((await renderAt(`${PRAY}/${SLUG}`))?.html).toContain(project.title);
});
