import { expect, test } from '@playwright/test';
import { API_URL } from '../../e2e/support/env';
import { createMember, field, logIn, readOtp } from '../../e2e/support/members';

test.describe('logging in and out', () => {
  test('a protected page → login → back to it; logout ends the session', async ({ page, request }) => {
    const member = await createMember(request, 'สมหญิง');
    await page.goto('/members/bank-account');
    await expect(page).toHaveURL(/\/members\/login/);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();

    await logIn(page, { tel: member.tel, password: 'wrong-pass1' });
    await expect(page.getByRole('alert').filter({ hasText: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();
    await expect(field(page, 'เบอร์โทรศัพท์')).toHaveValue(member.tel);

    await logIn(page, member);
    await expect(page).toHaveURL(/\/members\/bank-account$/);

    // A guest-only page sends a logged-in member home.
    await page.goto('/members/login');
    await expect(page).toHaveURL(/\/$/);

    const stored = await page.evaluate(() => localStorage.getItem('auth._token.local'));
    expect(stored).toMatch(/^Bearer /);

    await page.getByRole('button', { name: /เมนูผู้ใช้/ }).click();
    await page
      .getByRole('button', { name: 'ออกจากระบบ' })
      .or(page.getByRole('menuitem', { name: 'ออกจากระบบ' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await expect(dialog.getByText('คุณต้องการออกจากระบบ ?')).toBeVisible();
    await dialog.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();

    // The token is revoked on the server (the page clears the session first, then tells the
    // server), and protected pages ask for a login again.
    await expect
      .poll(async () => {
        const me = await request.get(`${API_URL}/public/v2/auth/me`, {
          headers: { Authorization: stored ?? '' },
        });
        return me.status();
      })
      .toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
    await page.goto('/members/profile');
    await expect(page).toHaveURL(/\/members\/login/);
  });

  test('forgot password: phone → OTP → new password → log in with it', async ({ page, request }) => {
    // Not verified: the verify-phone code would spend this number's one-a-minute OTP send.
    const member = await createMember(request, 'ลืมรหัส', { verified: false });
    await page.goto('/members/login');
    await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
    // The page loads on its first visit; the login page (with its own phone field) stays until then.
    await expect(page.getByRole('heading', { level: 1, name: 'ลืมรหัสผ่าน' })).toBeVisible();
    await field(page, 'เบอร์โทรศัพท์').fill(member.tel);
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await expect(page.getByText(/ส่งรหัส OTP ไปที่/)).toBeVisible();
    const code = await readOtp(request, member.tel, since);
    await field(page, 'รหัส OTP').fill(code);
    await field(page, 'รหัสผ่านใหม่').fill('newpass2569');
    await field(page, 'ยืนยันรหัสผ่านใหม่').fill('newpass2569');
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    await expect(page.getByText(/ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว/)).toBeVisible();

    await page.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' }).click();
    await logIn(page, { tel: member.tel, password: 'newpass2569' });
    // Logged in with the new password. The reset code proved the phone, so the post-login
    // order (spec §4) asks for the missing date of birth next.
    await expect(page).toHaveURL(/\/members\/profile\/edit\?slim/);
  });
});
