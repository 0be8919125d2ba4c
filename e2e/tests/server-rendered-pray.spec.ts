import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import {
  collectPageProblems,
  expectHydratedInPlace,
  serverPageAt,
  tagServerHeading,
  untilServerRendered,
} from '../support/server-page';

// The prayer projects' public pages rendered by mf-pray on the server: in the HTML the origin
// sends, hydrated by the browser without a mismatch, and working once hydrated.

const PRAY = '/ขอพร';

interface Project {
  slug: string;
  title: string;
  supporters_count: number;
}

/** The demo's first featured project (the seed gives the first ones news and supporters). */
async function featuredProject(page: Page): Promise<Project> {
  const answer = await page.request.get(`${API_URL}/public/v1/pray/projects?sort=featured&per_page=1`);
  return ((await answer.json()) as { data: Project[] }).data[0]!;
}

const projectPath = (slug: string, tail = '') => `${PRAY}/${encodeURIComponent(slug)}${tail}`;

test.beforeEach(({ page }) => untilServerRendered(page, PRAY));

test('the list and a project’s pages are in the HTML the origin sends, Thai paths either way', async ({
  page,
}) => {
  const project = await featuredProject(page);
  for (const path of [PRAY, encodeURI(PRAY)]) {
    const list = await serverPageAt(page, path);
    expect(list, path).toContain(project.title);
    expect(list, path).not.toContain('127.0.0.1');
  }
  for (const path of [projectPath(project.slug), encodeURI(`${PRAY}/${project.slug}`)]) {
    const story = await serverPageAt(page, path);
    expect(story, path).toMatch(new RegExp(`<h1[^>]*>${project.title}</h1>`));
    // Its pictures name the API as the browser reaches it; no style the CSP would refuse.
    expect(story, path).toContain(`src="${API_URL}/public/v1/pray/pictures/`);
    expect(story, path).not.toContain('127.0.0.1');
    expect(story, path).not.toMatch(/\sstyle="/);
  }
  expect(await serverPageAt(page, projectPath(project.slug, '/updates'))).toContain('ขอบคุณทุกคนที่ร่วมอธิษฐาน');
  expect(await serverPageAt(page, projectPath(project.slug, '/supporters'))).toContain('ผู้ร่วมอธิษฐาน');
});

test('members’ prayer pages and the search have no server page', async ({ page }) => {
  for (const path of ['/members/pray', '/members/pray/create', `${PRAY}/search?q=หาย`]) {
    const html = await (await page.request.get(encodeURI(path))).text();
    expect(html, path).not.toContain('chokdee-server-page');
  }
});

test('a visitor’s project page hydrates the server’s nodes, and its vote leads to login', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  const project = await featuredProject(page);

  await page.goto(projectPath(project.slug));
  const heading = page.getByRole('heading', { level: 1, name: project.title });
  await expectHydratedInPlace(page, heading);

  // Hydrated: the tabs move within the page, and the vote sends a visitor to log in.
  await page.getByRole('link', { name: /ข่าวความคืบหน้า/ }).click();
  await expect(page.getByRole('list', { name: 'ข่าวความคืบหน้า' })).toBeVisible();
  await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อร่วมอธิษฐาน' }).click();
  await expect(page).toHaveURL(/\/members\/login/);
  expect(problems).toEqual([]);
});

test('a member’s project page hydrates the visitor’s first render, then shows their vote', async ({
  page,
}) => {
  const member = await createMember(page.request, 'ผู้ร่วมอธิษฐาน');
  await useMemberSession(page, member.token);
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  const project = await featuredProject(page);

  await page.goto(projectPath(project.slug));
  const heading = page.getByRole('heading', { level: 1, name: project.title });
  await expectHydratedInPlace(page, heading);
  await page.getByRole('button', { name: 'ร่วมอธิษฐาน', exact: true }).click();
  await expect(page.getByRole('button', { name: 'ถอนการร่วมอธิษฐาน' })).toBeVisible();
  await expect(page.getByTestId('supporters-count')).toHaveText(String(project.supporters_count + 1));
  expect(problems).toEqual([]);
});

test('the list hydrates, and its search takes a query', async ({ page }) => {
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  await page.goto(PRAY);
  const heading = page.getByRole('heading', { level: 1, name: 'ความปรารถนาของมังกรฟ้า' });
  await expectHydratedInPlace(page, heading);
  await page.getByRole('searchbox', { name: 'ค้นหาคำขอพร' }).fill('หายป่วย');
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(page.getByText('ผลการค้นหา “หายป่วย”')).toBeVisible();
  expect(problems).toEqual([]);
});

test('from a project’s page to another remote and back, the page is there each time', async ({ page }) => {
  const problems = collectPageProblems(page);
  const project = await featuredProject(page);
  await page.goto(projectPath(project.slug));
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();

  // The lottery's results, another remote, through the site's navigation (a phone opens it first).
  const opener = page.getByRole('button', { name: 'เปิดเมนู' });
  if (await opener.isVisible()) await opener.click();
  await page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: 'ตรวจผลสลาก' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/check-lottery$/);
  await expect(page.locator('main')).toContainText('รางวัลที่ 1');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.locator('#chokdee-server-page')).toHaveCount(0);
  expect(problems).toEqual([]);
});
