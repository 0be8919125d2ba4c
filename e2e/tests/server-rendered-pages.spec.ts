import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import {
  collectPageProblems,
  expectHydratedInPlace,
  isServerNode,
  serverPageOf,
  tagServerHeading,
  untilServerRendered,
} from '../support/server-page';

// A public page rendered by its remote on the server: its content is in the HTML the origin sends,
// and the browser hydrates that HTML (the same nodes stay, nothing is re-rendered or refused).

interface LatestDraw {
  draw_date: string;
  first: string;
}

async function latestDraw(page: Page): Promise<LatestDraw> {
  const answer = await page.request.get(`${API_URL}/public/v2/lottery-results?per_page=1`);
  return ((await answer.json()) as { data: LatestDraw[] }).data[0]!;
}

test.beforeEach(({ page }) => untilServerRendered(page, '/check-lottery'));

test('a draw’s results are in the HTML the origin sends, inside the page the browser hydrates', async ({
  page,
}) => {
  const latest = await latestDraw(page);
  for (const path of ['/check-lottery', `/check-lottery/${latest.draw_date}`]) {
    const html = await (await page.request.get(path)).text();
    const serverPage = serverPageOf(html);
    expect(serverPage, path).toContain(latest.first);
  }
  const storePage = await (await page.request.get('/dealers/somchai-lucky')).text();
  const store = serverPageOf(storePage);
  expect(store).toMatch(/<h1[^>]*>ร้านสมชายมีโชค ลอตเตอรี่<\/h1>/);
  // Its pictures name the API as the browser reaches it, never the address the render read it at.
  expect(store).not.toContain('127.0.0.1');
  const membersPage = await (await page.request.get('/members/safe')).text();
  expect(membersPage).not.toContain('chokdee-server-page');
});

test('the browser hydrates the server’s page: same nodes, no mismatch, and it works', async ({ page }) => {
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  const latest = await latestDraw(page);

  await page.goto(`/check-lottery/${latest.draw_date}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expectHydratedInPlace(page, heading);

  // The hydrated page answers: the checker finds the first prize.
  await page.getByRole('textbox', { name: 'กรอกเลขสลาก 6 หลัก' }).fill(latest.first);
  await page.getByRole('button', { name: 'ตรวจผล' }).click();
  await expect(page.getByRole('list', { name: `รางวัลของเลข ${latest.first}` })).toContainText('รางวัลที่ 1');
  expect(problems).toEqual([]);
});

test('from a server-rendered page to another remote and back, the page is there each time', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const latest = await latestDraw(page);
  await page.goto('/check-lottery');
  await expect(page.getByText(latest.first).first()).toBeVisible();

  await page.getByRole('link', { name: 'โชคดี' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/check-lottery$/);
  await expect(page.getByText(latest.first).first()).toBeVisible();
  await expect(page.locator('#chokdee-server-page')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a store’s page hydrates without a mismatch, and its number search works', async ({ page }) => {
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  await page.goto('/dealers/somchai-lucky');
  const heading = page.getByRole('heading', { level: 1, name: 'ร้านสมชายมีโชค ลอตเตอรี่' });
  await expectHydratedInPlace(page, heading);
  await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a store address with a search is rendered by the browser, with its results', async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto('/dealers/somchai-lucky?pattern=____12');
  await expect(page.getByRole('heading', { name: 'ผลการค้นหา _ _ _ _ 1 2' })).toBeVisible();
  await expect(page.locator('#chokdee-server-page')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('home arrives with the newest draw in its lottery island, and both roots hydrate in place', async ({
  page,
}) => {
  await untilServerRendered(page, '/');
  const latest = await latestDraw(page);
  const document = await (await page.request.get('/')).text();
  const home = serverPageOf(document);
  // The widget's own stylesheet comes with it: the island is styled before any script.
  expect(document).toMatch(/<link rel="stylesheet" href="[^"]*widgets__home_sections[^"]*\.css">/);
  expect(home).toMatch(/<h1[^>]*>ยินดีต้อนรับสู่โชคดี<\/h1>/);
  // The shell's page leaves the widget's place; the origin fills it with the lottery's own render.
  const island =
    /data-widget-island="mf_lottery:\.\/widgets\/home-sections"[^>]*>([\s\S]*?)<\/section><\/div>/.exec(
      home ?? '',
    )?.[1];
  expect(island).toContain('ผลสลากกินแบ่งรัฐบาลงวดล่าสุด');
  expect(island).toContain(latest.first);
  expect(home).toContain('บทความล่าสุด');
  expect(home).not.toMatch(/\sstyle="|<script/);

  const problems = collectPageProblems(page);
  await tagServerHeading(page, 'h1');
  await tagServerHeading(page, '#home-results-title');
  await page.goto('/');
  await expectHydratedInPlace(page, page.getByRole('heading', { level: 1 }));
  // The widget hydrated its island on its own root: the server's node, and its link works.
  const results = page.getByRole('heading', { name: 'ผลสลากกินแบ่งรัฐบาลงวดล่าสุด' });
  await expect(page.locator('[data-widget-slot="main.sections"]')).not.toHaveAttribute('data-loading');
  expect(await isServerNode(results)).toBe(true);
  await page.getByRole('link', { name: 'ตรวจผลสลาก', exact: true }).last().click();
  await expect(page).toHaveURL(/\/check-lottery$/);
  await expect(page.getByText(latest.first).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a member’s home hydrates the visitor’s render, widget island included', async ({ page }) => {
  const member = await createMember(page.request, 'สมาชิกหน้าแรก');
  await useMemberSession(page, member.token);
  await untilServerRendered(page, '/');
  const problems = collectPageProblems(page);
  await tagServerHeading(page, 'h1');
  await tagServerHeading(page, '#home-results-title');
  await page.goto('/');
  const results = page.getByRole('heading', { name: 'ผลสลากกินแบ่งรัฐบาลงวดล่าสุด' });
  await expectHydratedInPlace(page, page.getByRole('heading', { level: 1 }));
  await expect(page.locator('[data-widget-slot="main.sections"]')).not.toHaveAttribute('data-loading');
  expect(await isServerNode(results)).toBe(true);
  // A member's way on from home: a featured store's page.
  await page.getByRole('link', { name: 'ร้านสมชายมีโชค ลอตเตอรี่' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ร้านสมชายมีโชค ลอตเตอรี่' })).toBeVisible();
  expect(problems).toEqual([]);
});
