import { expect, test, type Browser, type Page } from '@playwright/test';
import { FAKE_LINE_URL, SHELL_URL } from '../../e2e/support/env';
import { createMember, field } from '../../e2e/support/members';
import { returningVisitorState } from '../../e2e/support/site-state';

/**
 * Starts a LINE login on the login page and stops at LINE's redirect back to the site: the
 * callback URL (code + state) that browser would have opened, not followed.
 */
async function stopAtLineRedirect(page: Page): Promise<string> {
  let captured: (url: string) => void = () => undefined;
  const callbackUrl = new Promise<string>((resolve) => {
    captured = resolve;
  });
  await page.route(
    (url) => url.origin === FAKE_LINE_URL && url.pathname === '/authorize',
    async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      captured(answer.headers()['location'] ?? '');
      await route.fulfill({ contentType: 'text/plain', body: 'stopped at LINE' });
    },
  );
  await page.goto('/members/login');
  await page.getByRole('button', { name: /เข้าสู่ระบบด้วย LINE/ }).click();
  const url = await callbackUrl;
  expect(url).toMatch(new RegExp(`^${SHELL_URL}/oauth/callback/line\\?code=[^&]+&state=`));
  return url;
}

/** Another browser: its own cookies and storage, nothing shared with the test's page. */
function otherBrowser(browser: Browser) {
  return browser.newContext({
    baseURL: SHELL_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    storageState: returningVisitorState(),
  });
}

const authKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('auth.')));

// One LINE account (the fake provider's) for the whole file: it is first linked to a phone
// account, then used to log in. Serial, because the second journey needs the first.
test.describe.serial('LINE login through the fake provider', () => {
  test('connect: a LINE account not linked yet joins an existing phone account', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'ไลน์');
    await page.goto('/members/connect-user');
    await page.getByRole('button', { name: /เชื่อมต่อกับ LINE/ }).click();

    // The API → fake LINE (approves at once) → /oauth/callback/line → a link token to use.
    await expect(page).toHaveURL(/\/members\/connect-user\?link_token=/);
    await expect(page.getByText('บัญชี LINE นี้ยังไม่ได้เชื่อมต่อกับบัญชีโชคดี')).toBeVisible();
    await page.getByRole('link', { name: 'เข้าสู่ระบบด้วยบัญชีที่มีอยู่' }).click();
    await expect(page).toHaveURL(/\/members\/login-existing\?link_token=/);

    await field(page, 'เบอร์โทรศัพท์').fill(member.tel);
    await field(page, 'รหัสผ่าน').fill(member.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบและเชื่อมต่อ LINE' }).click();
    await expect(page).toHaveURL(/\/members\/profile$/);
    await expect(page.getByText('ไลน์').first()).toBeVisible();
  });

  test('login: a protected page → LINE → back to that page, logged in as the linked member', async ({
    page,
  }) => {
    await page.goto('/members/bank-account');
    await expect(page).toHaveURL(/\/members\/login/);
    await page.getByRole('button', { name: /เข้าสู่ระบบด้วย LINE/ }).click();

    await expect(page).toHaveURL(/\/members\/bank-account$/);
    const strategy = await page.evaluate(() => localStorage.getItem('auth.strategy'));
    expect(strategy).toBe('line');
    await page.goto('/members/profile');
    await expect(page.getByText('ไลน์').first()).toBeVisible();
  });

  test('LINE hands the browser back in another tab: the login still completes there', async ({ page }) => {
    // Phones may reopen the site in a new tab after the LINE app: the key is in localStorage.
    const callbackUrl = await stopAtLineRedirect(page);
    const tab = await page.context().newPage();
    await tab.goto(callbackUrl);
    await expect(tab).not.toHaveURL(/\/oauth\/callback\/line/);
    await expect.poll(() => tab.evaluate(() => localStorage.getItem('auth.strategy'))).toBe('line');
  });

  test('a callback with a made-up state is refused with a Thai message', async ({ page }) => {
    await page.goto('/oauth/callback/line?code=forged&state=forged');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' })).toBeVisible();
    await expect(page).toHaveURL(/\/oauth\/callback\/line/);
  });
});

test.describe('LINE login is bound to the browser that started it', () => {
  test('a callback link from a login another browser started signs nobody in', async ({ browser, page }) => {
    // The attacker starts a LINE login with their own account and stops at LINE's redirect back.
    const attacker = await otherBrowser(browser);
    let callbackUrl: string;
    try {
      callbackUrl = await stopAtLineRedirect(await attacker.newPage());
    } finally {
      await attacker.close();
    }

    // The victim, in a browser of their own, opens the link they were sent.
    await page.goto(callbackUrl);
    await expect(page.getByRole('alert')).toHaveText(
      'การเข้าสู่ระบบด้วย LINE นี้ไม่ได้เริ่มจากเบราว์เซอร์นี้ เพื่อความปลอดภัยจึงยังไม่ได้เข้าสู่ระบบ กรุณากดเข้าสู่ระบบด้วย LINE ใหม่อีกครั้ง',
    );
    await expect(page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' })).toBeVisible();
    await expect(page).toHaveURL(/\/oauth\/callback\/line/);
    expect(await authKeys(page)).toEqual([]);
    await page.goto('/members/bank-account');
    await expect(page).toHaveURL(/\/members\/login/);
  });
});
