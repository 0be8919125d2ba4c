import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL } from '../../e2e/support/env';
import { createMember, type Member } from '../../e2e/support/members';

/** What the mobile app does: with its own session, asks the API for a one-time sign-in link. */
async function signInLink(request: APIRequestContext, member: Member): Promise<{ code: string; url: URL }> {
  const response = await request.post(`${API_URL}/public/v2/auth/sign-in-codes`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { code: string; signin_url: string } };
  return { code: data.code, url: new URL(data.signin_url) };
}

test.describe('signing in from the mobile app', () => {
  test('a one-time link signs the member in once, after they see it is their account', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'มือถือ');
    const { code, url } = await signInLink(request, member);
    expect(url.pathname).toBe('/mobile/signin');

    await page.goto(`/mobile/signin?code=${code}&redirect_url=/members/profile`);
    await expect(page.getByText(`${member.name} ${member.lastname}`)).toBeVisible();
    // The code left the address bar (and the history) as soon as the page read it.
    expect(page.url()).not.toContain(code);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/members\/profile$/);
    const stored = await page.evaluate(() => localStorage.getItem('auth._token.local'));
    expect(stored).toMatch(/^Bearer /);
    // The site has a token of its own, not the app's.
    expect(stored).not.toContain(member.token);

    // The same link again, in a fresh browser: used, so nobody is signed in.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/mobile/signin?code=${code}`);
    await expect(page.getByRole('alert')).toContainText('ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้แล้ว');
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  });

  test('an old link carrying a bearer token logs nobody in, and says so', async ({ page, request }) => {
    const member = await createMember(request, 'ลิงก์เก่า');
    await page.goto(`/mobile/signin?token=${member.token}`);
    await expect(page.getByRole('alert')).toContainText('ลิงก์นี้ใช้เข้าสู่ระบบไม่ได้');
    expect(page.url()).not.toContain(member.token);
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' })).toBeVisible();
  });

  test('"not my account" stores nothing', async ({ page, request }) => {
    const member = await createMember(request, 'ไม่ใช่ฉัน');
    const { code } = await signInLink(request, member);
    await page.goto(`/mobile/signin?code=${code}`);
    await page.getByRole('button', { name: 'ไม่ใช่บัญชีของฉัน' }).click();
    await expect(page.getByRole('alert')).toContainText('ยกเลิกการเข้าสู่ระบบแล้ว');
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  });

  for (const width of [390, 1280]) {
    test(`screenshot of the confirmation at ${width}px`, async ({ page, request }) => {
      const member = await createMember(request, 'ภาพหน้าจอ');
      const { code } = await signInLink(request, member);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(`/mobile/signin?code=${code}`);
      await expect(page.getByRole('button', { name: 'ไม่ใช่บัญชีของฉัน' })).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/mobile-signin-confirm-${width}.png`,
        fullPage: true,
      });
    });
  }
});
