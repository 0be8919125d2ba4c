import { expect, test, type Browser, type Page } from '@playwright/test';
import { SHELL_URL } from '../support/env';
import { EMPTY_STATE } from '../support/site-state';
import { auditRoutes } from './audit-routes';
import { savedMember } from './audit-state';
import { settle } from './page-audit';

// A page staff work in (catalog `surface: 'staff'`, the shell's console) shows none of the
// consumer layers the shell puts over a visitor's pages (shell/src/site-widgets/site-widgets.tsx):
// the announcement popup and the app and LINE banners, even on a first visit with nothing closed.
// The same first visit to the home page shows them, so their absence is not a matter of timing.
// Checked: every route the live catalog flags, and the staff pages the product names (so a flag
// lost from a catalog.json shows as the popup it lets over the POS, not as one page fewer).
const NAMED_STAFF_PAGES = [
  '/truck',
  '/truck/store',
  '/truck/store/cart',
  '/dealer/login',
  '/dealer/orders',
  '/admin',
];

const CONSUMER_LAYERS = {
  'announcement popup': '[aria-roledescription="carousel"][aria-label="ภาพประกาศ"]',
  'app banner': 'section[aria-label="แอปโชคดี"]',
  'LINE banner': 'section[aria-label="การแจ้งเตือนผ่าน LINE"]',
} as const;

async function firstVisit(
  browser: Browser,
  path: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: SHELL_URL, storageState: EMPTY_STATE });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await settle(page);
  return { page, close: () => context.close() };
}

const shownLayers = (page: Page) =>
  Promise.all(
    Object.entries(CONSUMER_LAYERS).map(async ([name, selector]) =>
      (await page.locator(selector).count()) > 0 ? name : null,
    ),
  ).then((names) => names.filter((name): name is string => name !== null));

test('staff surfaces show no consumer popup or banner, on a first visit', async ({ browser, request }) => {
  const routes = await auditRoutes(request, savedMember().token);
  const staff = routes.filter((route) => route.staff || NAMED_STAFF_PAGES.includes(route.path));
  expect(staff.length, 'staff surfaces in the live catalog and the shell').toBeGreaterThan(1);
  // One first visit per surface, each in a fresh context: the budget grows with their number.
  test.setTimeout(20_000 + (staff.length + 1) * 8_000);

  // The control: a visitor's first visit to the home page gets the popup (its banners wait behind it).
  const home = await firstVisit(browser, '/');
  await expect(home.page.locator(CONSUMER_LAYERS['announcement popup'])).toBeVisible();
  await home.close();

  for (const route of staff) {
    const visit = await firstVisit(browser, route.path);
    expect.soft(await shownLayers(visit.page), `${route.path} (${route.app}): consumer layers`).toEqual([]);
    await visit.close();
  }
});
