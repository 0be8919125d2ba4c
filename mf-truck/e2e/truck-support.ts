// Helpers of mf-truck's journeys: the demo operator, the offline switch that reaches the service
// worker too, and the operator's sales read through the API.
import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { API_URL, SHELL_URL } from '../../e2e/support/env';
import { DEMO_DEALER_PASSWORD } from '../../e2e/support/purchases';
import { returningVisitorState } from '../../e2e/support/site-state';

/** api/src/truck/domain-seed.ts: the demo operator of store CD1007, who may log out. */
export const OPERATOR = { username: 'truck-pim', password: DEMO_DEALER_PASSWORD, store: 'CD1007' };

export async function operatorLogin(page: Page): Promise<void> {
  await page.goto('/truck');
  await page.getByLabel('ชื่อผู้ใช้').fill(OPERATOR.username);
  await page.getByLabel('รหัสผ่าน').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/truck\/store$/);
}

/** Types digits on the quick pad (`fromEnd`: the last digits), searches, and waits for the answer. */
export async function searchOnPad(page: Page, digits: string, fromEnd = true): Promise<void> {
  await page.getByRole('button', { name: fromEnd ? 'เลขท้าย' : 'เลขหน้า' }).click();
  await page.getByRole('button', { name: 'ล้างเลข' }).click();
  for (const digit of digits) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(page.getByRole('list', { name: 'ผลการค้นหา' })).toBeVisible();
}

/** The numbers of the search results, in order. */
export async function resultNumbers(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('button', { name: /^เลือกเลข \d{6}$/ })
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => !(b as HTMLButtonElement).disabled)
        .map((b) => b.getAttribute('aria-label') ?? ''),
    );
  return labels.map((label) => label.replace('เลือกเลข ', ''));
}

/**
 * No signal for the page AND its service worker: Playwright's setOffline does not reach a worker's
 * own fetches (microsoft/playwright#2311), so those are aborted by a route as well (Playwright
 * 1.65 routes a worker's requests by default). Note: inside a network namespace with only loopback,
 * Chromium's navigator.onLine is false from the start and no 'online' event comes; the POS does not
 * rely on either (its retry timer sends), and the shell's offline banner shows in such runs.
 */
const workerOffline = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', workerOffline);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**', workerOffline);
  await context.setOffline(false);
}

/** The operator's session as the POS keeps it (`truck_session`). */
export async function operatorToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('truck_session'));
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

export interface SaleSummary {
  idempotency_key: string;
  order_code: string;
  tickets: { number: string }[];
}

export async function operatorSales(page: Page, token: string): Promise<SaleSummary[]> {
  const response = await page.request.get(`${API_URL}/truck/v1/sales`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { limit: 50 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: SaleSummary[] }).data;
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/truck-${name}.png`, fullPage: true });

/**
 * A dealer is a signed-in user too: until they accept the latest terms, the consent modal greets
 * them (which run of the journeys meets it first depends on the order they run in).
 */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'ข้อตกลงและเงื่อนไขการใช้บริการ' });
  const asked = await dialog.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!asked) return;
  await dialog.getByRole('checkbox', { name: 'ข้าพเจ้ายอมรับข้อตกลงและเงื่อนไข' }).check();
  await dialog.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect(dialog).toBeHidden();
}

/** api/src/db/seed/store-catalogue.ts: the owner of CD1007, the store of the demo truck. */
export const DEMO_DEALER_TEL = '0861000007';

export async function dealerLogin(page: Page): Promise<void> {
  await page.goto('/dealer/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO_DEALER_TEL);
  await page.getByLabel('รหัสผ่าน').fill(DEMO_DEALER_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบร้านค้า' }).click();
  await expect(page).toHaveURL(/\/dealer\/orders/);
  await acceptTermsIfAsked(page);
}

/** Tries the operator's login on /truck in a browser of its own (no dealer session in it). */
export async function tryOperatorLogin(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({ baseURL: SHELL_URL, storageState: returningVisitorState() });
  const page = await context.newPage();
  await page.goto('/truck');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  return { page, close: () => context.close() };
}
