import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PopupSchema } from '@chokdee/shared-contract/schemas/popup';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { popups } from '#api/site/content-tables';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const get = (url: string) => app.inject({ method: 'GET', url });

async function version(): Promise<number> {
  const response = await get('/public/v3/popups/version');
  expect(response.statusCode).toBe(200);
  return dataEnvelope(z.number()).parse(response.json()).data;
}

async function live() {
  const response = await get('/public/v3/popups');
  expect(response.statusCode).toBe(200);
  return dataEnvelope(z.array(PopupSchema)).parse(response.json()).data;
}

test('the seeded slides are version 1', async () => {
  expect(await version()).toBe(1);
});

test('the two launch slides, in order, with pictures the API serves and links inside the site', async () => {
  const slides = await live();
  expect(slides.map(({ name, link_url }) => ({ name, link_url }))).toEqual([
    { name: 'งวดใหม่เปิดขายแล้ว', link_url: '/dealers' },
    { name: 'ตรวจผลสลากกินแบ่งรัฐบาล', link_url: '/check-lottery' },
  ]);
  for (const slide of slides) {
    expect(slide.file.url).toMatch(/^http:\/\/localhost(:\d+)?\/static\/popups\/[a-z0-9-]+\.svg$/);
    const picture = await get(new URL(slide.file.url).pathname);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toContain('<title');
    expect(picture.body).not.toMatch(/<script|href="http/);
  }
});

test('a slide with a window is live from its start (inclusive) to its end (exclusive), on the app clock', async () => {
  const before = await version();
  const [row] = await app.db
    .insert(popups)
    .values({
      name: 'ลดราคาช่วงปีใหม่',
      file_url: '/static/popups/new-draw-on-sale.svg',
      position: 0,
      starts_at: new Date('2026-12-25T00:00:00+07:00'),
      ends_at: new Date('2027-01-02T00:00:00+07:00'),
    })
    .returning();
  expect(await version()).toBe(before + 1); // a change to the slides bumps the version
  expect((await live()).map((s) => s.id)).not.toContain(row!.id);
  clock.set('2026-12-24T16:59:59Z');
  expect((await live()).map((s) => s.id)).not.toContain(row!.id);
  clock.set('2026-12-24T17:00:00Z');
  expect((await live())[0]?.id).toBe(row!.id); // position 0 comes first
  clock.set('2027-01-01T16:59:59Z');
  expect((await live())[0]?.id).toBe(row!.id);
  clock.set('2027-01-01T17:00:00Z');
  expect((await live()).map((s) => s.id)).not.toContain(row!.id);
});

test('updating or deleting a slide bumps the version once; a statement that changes nothing does not', async () => {
  const start = await version();
  await app.db.update(popups).set({ link_url: '/dealers?from=popup' }).where(eq(popups.position, 1));
  expect(await version()).toBe(start + 1);
  await app.db.update(popups).set({ link_url: null }).where(eq(popups.name, 'ไม่มีสไลด์นี้'));
  expect(await version()).toBe(start + 1);
  await app.db.delete(popups).where(eq(popups.name, 'ลดราคาช่วงปีใหม่'));
  expect(await version()).toBe(start + 2);
});

test('an unknown picture is a 404 in Thai', async () => {
  const response = await get('/static/popups/nope.svg');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ message: 'ไม่พบหน้าที่ต้องการ', status: 404 });
});
