import { CONTENT_PAGE_SLUGS } from '@chokdee/shared-contract/schemas/content';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConsentFiles, loadContentFiles, loadPopupFile } from './content-files';

describe('the content files in api/data', () => {
  test('every fixed page the shell shows has its file, and the legal pages are among them', () => {
    const slugs = loadContentFiles('page').map((page) => page.slug);
    expect(slugs.sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
  });

  test('articles and social posts have a body and a cover the API serves', () => {
    for (const item of [...loadContentFiles('article'), ...loadContentFiles('social')]) {
      expect(item.body_html).toMatch(/^<(p|h2)>/);
      expect(item.cover_url).toBe(`/static/articles/${item.slug}.svg`);
    }
  });

  test('the popups and the consent text load', () => {
    expect(loadPopupFile().map((popup) => popup.position)).toEqual([1, 2]);
    expect(loadConsentFiles().map((consent) => consent.version)).toEqual([1]);
  });
});

describe('a bad file stops the seed, naming the file and the field', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a page with its front matter and body reads as the seed inserts it', () => {
    write(
      'content/pages/about.html',
      '---\ntitle: เกี่ยวกับเรา\nsummary: สรุป\ndays_ago: 3\n---\n<p>เนื้อหา</p>\n',
    );
    expect(loadContentFiles('page', dir)).toEqual([
      { slug: 'about', title: 'เกี่ยวกับเรา', summary: 'สรุป', days_ago: 3, body_html: '<p>เนื้อหา</p>' },
    ]);
  });

  test.each([
    ['no front matter', 'about.html', '<p>เนื้อหา</p>\n', /about\.html: no front matter/],
    [
      'an empty title',
      'about.html',
      '---\ntitle: ""\nsummary: s\ndays_ago: 1\n---\n<p>x</p>',
      /about\.html: title/,
    ],
    [
      'a misspelt field',
      'about.html',
      '---\ntitle: t\nsumary: s\ndays_ago: 1\n---\n<p>x</p>',
      /about\.html: .*sumary/,
    ],
    [
      'a negative age',
      'about.html',
      '---\ntitle: t\nsummary: s\ndays_ago: -1\n---\n<p>x</p>',
      /about\.html: days_ago/,
    ],
    [
      'a file name that is no slug',
      'About Us.html',
      '---\ntitle: t\nsummary: s\ndays_ago: 1\n---\n<p>x</p>',
      /About Us\.html: slug/,
    ],
  ])('%s', (_case, name, text, message) => {
    write(`content/pages/${name}`, text);
    expect(() => loadContentFiles('page', dir)).toThrow(message);
  });

  test('a popup without its picture file name', () => {
    write('content/popups.yaml', '- name: งวดใหม่\n  link_url: /dealers\n  position: 1\n');
    expect(() => loadPopupFile(dir)).toThrow(/popups\.yaml: 0\.file/);
  });

  test('a consent whose version is not its file name', () => {
    write('consents/v2.html', '---\nversion: 1\ntitle: ข้อตกลง\n---\n<p>x</p>');
    expect(() => loadConsentFiles(dir)).toThrow(/v2\.html: version 1/);
  });
});
