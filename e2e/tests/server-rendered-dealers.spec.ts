import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import {
  collectPageProblems,
  expectHydratedInPlace,
  serverPageOf,
  tagServerHeading,
} from '../support/server-page';

// The dealers' list `/dealers` rendered by mf-lottery on the server: a visitor (or a search engine)
// sees the stores in the HTML, and the browser hydrates that list rather than draw it again.

interface ListedStore {
  name: string;
  user_code: string;
  profile: { url: string } | null;
}

/** The stores of the list's first page, as the page reads them (12 a page, the API's order). */
async function firstPageStores(page: Page): Promise<ListedStore[]> {
  const answer = await page.request.get(`${API_URL}/public/bos/v1/stores?page=1&per_page=12`);
  return ((await answer.json()) as { data: ListedStore[] }).data;
}

/** `&`, `<`, `>` and `"` as React writes them in the HTML. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

test('the stores’ names, badges and pictures are in the HTML the origin sends', async ({ page }) => {
  const stores = await firstPageStores(page);
  expect(stores.length).toBeGreaterThan(1);
  const serverPage = serverPageOf(await (await page.request.get('/dealers')).text());
  expect(serverPage).toMatch(/<h1[^>]*>ร้านค้าลอตเตอรี่<\/h1>/);
  for (const store of stores) {
    expect(serverPage).toContain(`href="/dealers/${store.user_code}"`);
    expect(serverPage).toContain(asHtml(store.name));
  }
  expect(serverPage).toContain('ยืนยันตัวตนแล้ว');
  expect(serverPage).toMatch(/พบ <!-- -->\d+<!-- --> ร้าน/);
  // Pictures name the API as the browser reaches it; no style attribute (the CSP refuses them).
  expect(serverPage).toContain(`<img class="`);
  expect(serverPage).toMatch(new RegExp(`src="${API_URL}/static/`));
  expect(serverPage).not.toContain('127.0.0.1');
  expect(serverPage).not.toMatch(/\sstyle="/);
  // The search takes input once hydrated: nothing typed before it is lost.
  expect(serverPage).toMatch(/<fieldset[^>]*disabled=""/);
});

test('the list hydrates without a mismatch, opens a store, and is there again on Back', async ({ page }) => {
  const problems = collectPageProblems(page);
  await tagServerHeading(page);
  const [first] = await firstPageStores(page);

  await page.goto('/dealers');
  const heading = page.getByRole('heading', { level: 1, name: 'ร้านค้าลอตเตอรี่' });
  await expectHydratedInPlace(page, heading);
  await expect(page.getByRole('searchbox', { name: 'ค้นหาร้านค้า' })).toBeEnabled();

  const list = page.getByRole('list', { name: 'ร้านค้า' });
  await list.getByRole('link', { name: first!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dealers/${first!.user_code}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dealers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ร้านค้าลอตเตอรี่' })).toBeVisible();
  await expect(list.getByRole('link', { name: first!.name })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a search in the address is rendered by the browser, with its stores only', async ({ page }) => {
  const problems = collectPageProblems(page);
  const [first, second] = await firstPageStores(page);
  await page.goto(`/dealers?q=${encodeURIComponent(second!.name)}`);
  const list = page.getByRole('list', { name: 'ร้านค้า' });
  await expect(list.getByRole('link', { name: second!.name })).toBeVisible();
  await expect(list.getByRole('link', { name: first!.name })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'ค้นหาร้านค้า' })).toHaveValue(second!.name);
  await expect(page.locator('#chokdee-server-page')).toHaveCount(0);
  expect(problems).toEqual([]);
});
