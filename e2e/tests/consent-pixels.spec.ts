import { expect, test, type BrowserContext, type Page } from '../support/test';
import { EMPTY_STATE } from '../support/site-state';

// PDPA: no pixel before the visitor chooses, only the pixels the store enabled for the purposes
// the visitor accepted after, and every choice recorded by the API. The pixel hosts are answered
// here (the machines are offline) and every request to them is counted.
test.use({ storageState: EMPTY_STATE, viewport: { width: 1280, height: 900 } });

const PIXEL_HOSTS = /facebook\.(net|com)|tiktok\.com|googletagmanager\.com|google-analytics\.com/;

/** Records every request that leaves our own hosts; pixel scripts get an empty answer. */
async function watchThirdParties(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    async (route) => {
      seen.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  return seen;
}

async function openStore(page: Page, userRef: string) {
  await page.goto(`/dealers/${userRef}`);
  await expect(page.getByRole('button', { name: 'ยอมรับทั้งหมด' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

function recordedConsent(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/public/v3/cookie-consents') && response.request().method() === 'POST',
  );
}

test('nothing loads before consent; accepting all loads the store’s Facebook pixel only', async ({
  page,
  context,
}) => {
  const seen = await watchThirdParties(context);
  await openStore(page, 'somchai-lucky'); // Facebook pixel enabled
  expect(seen).toEqual([]);

  const recorded = recordedConsent(page);
  await page.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
  const response = await recorded;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    enable_cookie_analytics: 'enable',
    enable_cookie_ads: 'enable',
    policy_cookie_version: 1,
    policy_privacy_version: 1,
  });

  await expect
    .poll(() => seen.filter((url) => url.includes('connect.facebook.net')).length)
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(seen.filter((url) => /tiktok|googletagmanager/.test(url))).toEqual([]);
  await expect(page.getByRole('button', { name: 'ยอมรับทั้งหมด' })).toBeHidden();
});

test('rejecting all keeps every pixel away, also after a reload', async ({ page, context }) => {
  const seen = await watchThirdParties(context);
  await openStore(page, 'mali-hengheng'); // TikTok pixel enabled
  const recorded = recordedConsent(page);
  await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
  expect((await recorded).request().postDataJSON()).toMatchObject({
    enable_cookie_analytics: 'disable',
    enable_cookie_ads: 'disable',
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'ยอมรับทั้งหมด' })).toBeHidden();
  expect(seen.filter((url) => PIXEL_HOSTS.test(url))).toEqual([]);
});

test('the settings dialog gives each purpose its own switch', async ({ page, context }) => {
  // Two saves, each waiting for the network to settle: slower than the others on a busy machine.
  test.setTimeout(60_000);
  const seen = await watchThirdParties(context);
  await openStore(page, 'prasert-rungrueang'); // Google Analytics enabled
  await page.getByRole('button', { name: 'ตั้งค่า', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
  await dialog.getByRole('switch', { name: /โฆษณา/ }).click();
  await dialog.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await page.waitForLoadState('networkidle');
  // Ads accepted, analytics not: Google Analytics is analytics, so still nothing.
  expect(seen.filter((url) => PIXEL_HOSTS.test(url))).toEqual([]);

  // Today's announcement has been up since the page opened (spec §4: it does not wait for the
  // consent bar), under the bar; the choice made, it is a modal, closed before the footer's
  // settings button is used.
  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await page.getByRole('button', { name: 'ตั้งค่าคุกกี้' }).click();
  await dialog.getByRole('switch', { name: /วิเคราะห์/ }).click();
  await dialog.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await expect
    .poll(() => seen.filter((url) => url.includes('googletagmanager.com/gtag/js?id=G-PRASERT003')).length)
    .toBeGreaterThan(0);
  expect(seen.filter((url) => /facebook|tiktok/.test(url))).toEqual([]);
});

test('the shell answers with a Content-Security-Policy that names the pixel hosts', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain('https://connect.facebook.net');
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
});
