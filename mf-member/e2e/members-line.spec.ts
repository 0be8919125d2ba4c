import { expect, test } from '@playwright/test';
import { createMember, field } from '../../e2e/support/members';

// One LINE account (the fake provider's) for the whole file: it is first linked to a phone
// account, then used to log in. Serial, because the second journey needs the first.
test.describe.serial('LINE login through the fake provider', () => {
  test('connect: a LINE account not linked yet joins an existing phone account', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'ไลน์');
    await page.goto('/members/connect-user');
    await page.getByRole('link', { name: /เชื่อมต่อกับ LINE/ }).click();

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
    await page.getByRole('link', { name: /เข้าสู่ระบบด้วย LINE/ }).click();

    await expect(page).toHaveURL(/\/members\/bank-account$/);
    const strategy = await page.evaluate(() => localStorage.getItem('auth.strategy'));
    expect(strategy).toBe('line');
    await page.goto('/members/profile');
    await expect(page.getByText('ไลน์').first()).toBeVisible();
  });

  test('a callback with a made-up state is refused with a Thai message', async ({ page }) => {
    await page.goto('/oauth/callback/line?code=forged&state=forged');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' })).toBeVisible();
    await expect(page).toHaveURL(/\/oauth\/callback\/line/);
  });
});
