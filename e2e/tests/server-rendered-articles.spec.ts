import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import {
  collectPageProblems,
  expectHydratedInPlace,
  serverPageAt,
  tagServerHeading,
  untilServerRendered,
} from '../support/server-page';

// The shell's reading pages (the operator's fixed pages and the articles), rendered by the shell's
// own server file: their text is in the HTML the origin sends, and the browser hydrates it.

interface Article {
  id: number;
  slug: string;
  title: string;
  tags: string[];
}

async function latestArticle(page: Page): Promise<Article> {
  const answer = await page.request.get(`${API_URL}/public/v3/contents?kind=article&per_page=1`);
  return ((await answer.json()) as { data: Article[] }).data[0]!;
}

const articlePath = (article: Article) => `/articles/${article.id}/${encodeURIComponent(article.slug)}`;

test.beforeEach(({ page }) => untilServerRendered(page, '/about'));

test('fixed pages, the articles and an article are in the HTML the origin sends', async ({ page }) => {
  const article = await latestArticle(page);
  const about = await serverPageAt(page, '/about');
  expect(about).toMatch(/<h1[^>]*>เกี่ยวกับเรา<\/h1>/);
  expect(await serverPageAt(page, encodeURI('/บริการของเรา'))).toContain('<h1');
  expect(await serverPageAt(page, '/policy')).toContain('นโยบายและข้อกำหนดการใช้งาน');

  const list = await serverPageAt(page, '/articles');
  expect(list).toContain(article.title);
  expect(list).toContain(`href="${articlePath(article)}"`);

  const html = await serverPageAt(page, articlePath(article));
  expect(html).toMatch(new RegExp(`<h1[^>]*>${article.title}</h1>`));
  // Its cover names the API as the browser reaches it; no style the CSP would refuse, no script.
  expect(html).toContain(`src="${API_URL}/static/articles/`);
  expect(html).not.toContain('127.0.0.1');
  expect(html).not.toMatch(/\sstyle="|<script/);
});

test('an article at a wrong address, an unknown one and the members’ pages have no server page', async ({
  page,
}) => {
  const article = await latestArticle(page);
  for (const path of [
    `/articles/${article.id}/wrong-title`,
    '/articles/999999/none',
    '/members/profile',
    '/policy-privacy',
  ]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('chokdee-server-page');
  }
});

test('an address with a query is rendered by the browser, from its query', async ({ page }) => {
  const problems = collectPageProblems(page);
  // The origin renders by path alone; the browser lets that page go and renders page 2.
  await page.goto('/articles?page=2');
  await expect(page.getByText('ไม่พบบทความในหน้านี้')).toBeVisible();
  await expect(page.locator('#chokdee-server-page')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a visitor’s article hydrates the server’s nodes, then its links move within the site', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  const article = await latestArticle(page);

  await page.goto(articlePath(article));
  const heading = page.getByRole('heading', { level: 1, name: article.title });
  await expectHydratedInPlace(page, heading);
  // Hydrated: the share links carry the page's whole address.
  const share = page.getByRole('navigation', { name: 'แชร์' }).getByRole('link').first();
  await expect(share).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`${new URL(page.url()).origin}/articles/`)),
  );

  // Its tag and its way back move inside the site, and Back returns to the article.
  await page.getByRole('list', { name: 'หมวดหมู่' }).getByRole('link', { name: article.tags[0]! }).click();
  await expect(page).toHaveURL(/\/articles\/categories\//);
  await page.goBack();
  await expect(heading).toBeVisible();
  await page.getByRole('link', { name: 'กลับไปหน้าบทความ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'บทความ' })).toBeVisible();
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a fixed page hydrates, and the next fixed page and a remote’s page follow in the browser', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  await page.goto('/about');
  await expectHydratedInPlace(page, page.getByRole('heading', { level: 1, name: 'เกี่ยวกับเรา' }));

  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายและข้อกำหนดการใช้งาน' })).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/policy-cookie'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('นโยบายและข้อกำหนดการใช้งาน');
  await page.evaluate(() => window.history.pushState(null, '', '/check-lottery'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ตรวจ');
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายและข้อกำหนดการใช้งาน' })).toBeVisible();
  expect(problems).toEqual([]);
});
