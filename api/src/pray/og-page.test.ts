import type { PrayProject } from '@chokdee/shared-contract/schemas/pray';
import { renderOgPage } from './og-page';

const urls = { site: 'https://chokdee.example', api: 'https://api.chokdee.example' };
// Only what the share page reads of a project.
const project = (cover: PrayProject['cover']) =>
  ({
    title: 'ขอให้สอบติด',
    slug: 'sob-tid',
    story: '<p>ขอให้สอบติด</p>',
    category: null,
    cover,
  }) as unknown as PrayProject;

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

test("a project without a cover is shared with the site's card, a large preview all the same", () => {
  const html = renderOgPage(project(null), urls);
  expect(meta(html, 'og:image')).toBe('https://api.chokdee.example/static/site/share-card.png');
  expect(meta(html, 'og:image:type')).toBe('image/png');
  expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
});

test('a project with a cover is shared with its cover at web size', () => {
  const cover = { id: 7, url: '/public/v1/pray/pictures/7/web', width: 1280, height: 960 };
  const html = renderOgPage(project(cover as PrayProject['cover']), urls);
  expect(meta(html, 'og:image')).toBe('https://api.chokdee.example/public/v1/pray/pictures/7/web');
  expect(meta(html, 'og:image:type')).toBe('image/webp');
  expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1280', '960']);
});
