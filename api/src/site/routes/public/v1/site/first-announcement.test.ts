import { FIRST_ANNOUNCEMENT } from '@chokdee/shared-contract/first-announcement';
import { formatAnnouncementClosed } from '@chokdee/shared-contract/rules/announcement-seen';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getPopupVersion } from '#api/site/popups-repository';
import { popups } from '#api/site/content-tables';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';

const API = 'https://api.chokdee.example';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { siteUrl: 'https://chokdee.example', publicApiUrl: API } });
  await app.db.delete(popups);
  await app.db.insert(popups).values([
    {
      name: 'งวดใหม่ <มาแล้ว>',
      file_url: '/static/popups/new-draw-on-sale.svg',
      link_url: '/dealers',
      position: 1,
    },
    { name: 'ตรวจผล', file_url: '/static/popups/check.svg', link_url: null, position: 2 },
  ]);
});
afterAll(() => app.close());

const firstAnnouncement = (closed?: string) =>
  app.inject({
    method: 'GET',
    url: `/public/v1/site/first-announcement${closed === undefined ? '' : `?closed=${encodeURIComponent(closed)}`}`,
  });

test('a first visit gets the first live slide as an open dialog, its text escaped', async () => {
  const response = await firstAnnouncement();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toContain('s-maxage=');
  const html = response.body;
  const version = await getPopupVersion(app.db);
  expect(html).toContain(
    `<div id="${FIRST_ANNOUNCEMENT.id}" class="${FIRST_ANNOUNCEMENT.backdrop}" data-version="${version}">`,
  );
  expect(html).toContain('<dialog open');
  expect(html).toContain(`src="${API}/static/popups/new-draw-on-sale.svg"`);
  // The picture's own size (the API's file, 720 × 900): its box is kept before it arrives.
  expect(html).toContain('width="720" height="900"');
  expect(html).toContain('alt="งวดใหม่ &lt;มาแล้ว&gt;"');
  expect(html).toContain('href="/dealers"');
  expect(html).not.toContain('check.svg');
  // Closed by the browser itself, before any script.
  expect(html.match(/<form method="dialog">/g)).toHaveLength(2);
});

test('a visitor who closed this version today gets nothing; yesterday or another version, the slide', async () => {
  const version = await getPopupVersion(app.db);
  const today = formatAnnouncementClosed(version, TEST_NOW);
  const none = await firstAnnouncement(today);
  expect(none.statusCode).toBe(204);
  expect(none.body).toBe('');
  expect(none.headers['cache-control']).toContain('s-maxage=');

  const yesterday = formatAnnouncementClosed(version, TEST_NOW.getTime() - 24 * 60 * 60 * 1000);
  expect((await firstAnnouncement(yesterday)).statusCode).toBe(200);
  expect((await firstAnnouncement(formatAnnouncementClosed(version + 1, TEST_NOW))).statusCode).toBe(200);
  expect((await firstAnnouncement('')).statusCode).toBe(200);
});

test('a garbled closed value is refused in Thai', async () => {
  for (const closed of ['20261121.1<script>', 'x;y', '1'.repeat(40)]) {
    const response = await firstAnnouncement(closed);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/ค่าการปิดประกาศ/);
  }
});

test('a slide links out only to https pages, and a picture without a link is a plain picture', async () => {
  await app.db.update(popups).set({ link_url: 'javascript:alert(1)' });
  try {
    const html = (await firstAnnouncement()).body;
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<a ');
    await app.db.update(popups).set({ link_url: 'https://www.glo.or.th/' });
    expect((await firstAnnouncement()).body).toContain(
      'href="https://www.glo.or.th/" target="_blank" rel="noopener noreferrer"',
    );
  } finally {
    await app.db.update(popups).set({ link_url: null });
  }
});

test('a picture whose size is not known here gets no size rather than a wrong one', async () => {
  await app.db.update(popups).set({ position: 9 }).where(eq(popups.name, 'งวดใหม่ <มาแล้ว>'));
  try {
    const html = (await firstAnnouncement()).body;
    expect(html).toContain('/static/popups/check.svg');
    expect(html).not.toMatch(/ width="/);
  } finally {
    await app.db.update(popups).set({ position: 1 }).where(eq(popups.name, 'งวดใหม่ <มาแล้ว>'));
  }
});

test('no slide live: nothing', async () => {
  await app.db.update(popups).set({ ends_at: new Date(TEST_NOW.getTime() - 1000) });
  expect((await firstAnnouncement()).statusCode).toBe(204);
});
