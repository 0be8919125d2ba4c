import { expect, test } from '@playwright/test';
import {
  acceptConsent,
  createMember,
  field,
  fillDateOfBirth,
  MEMBER_PASSWORD,
  readOtp,
  uniqueTel,
} from '../../e2e/support/members';

test.describe('signing up', () => {
  test('a protected page → register → OTP from the SMS inbox → date of birth → back to that page', async ({
    page,
    request,
  }) => {
    const tel = uniqueTel();
    await page.goto('/members/profile');
    await expect(page).toHaveURL(/\/members\/login/);
    await page.getByRole('link', { name: 'สมัครสมาชิก' }).click();
    await expect(page.getByRole('heading', { name: 'สมัครสมาชิก' })).toBeVisible();

    await field(page, 'ชื่อ').fill('มานี');
    await field(page, 'นามสกุล').fill('มีนา');
    await field(page, 'เบอร์โทรศัพท์').fill(tel);
    await field(page, 'รหัสผ่าน').fill(MEMBER_PASSWORD);
    await field(page, 'ยืนยันรหัสผ่าน').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();

    // Spec §4 post-login order: a new local member verifies the phone first.
    await expect(page).toHaveURL(/\/members\/verify-phone$/);
    // A new member accepts the latest terms first (spec §4 consent modal).
    await acceptConsent(page);
    await expect(page.getByText(/ส่งรหัส OTP ไปที่/)).toBeVisible();
    const code = await readOtp(request, tel);

    const codeField = field(page, 'รหัส OTP');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }).click();
    await expect(page.getByText('รหัส OTP ไม่ถูกต้อง')).toBeVisible();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }).click();

    // Then the date of birth, and back to the page first asked for.
    await expect(page).toHaveURL(/\/members\/profile\/edit\?slim/);
    await fillDateOfBirth(page);
    await expect(page).toHaveURL(/\/members\/profile$/);
    await expect(page.getByText('มานี').first()).toBeVisible();
  });

  test('a phone number already used is shown under its field and the form keeps what was typed', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await page.goto('/members/register');
    await field(page, 'ชื่อ').fill('ซ้ำ');
    await field(page, 'นามสกุล').fill('เบอร์เดิม');
    const tel = field(page, 'เบอร์โทรศัพท์');
    await tel.fill(member.tel);
    await field(page, 'รหัสผ่าน').fill(MEMBER_PASSWORD);
    await field(page, 'ยืนยันรหัสผ่าน').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();

    await expect(page.getByText('เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว')).toBeVisible();
    await expect(tel).toHaveAttribute('aria-invalid', 'true');
    await expect(tel).toBeFocused();
    await expect(tel).toHaveValue(member.tel);
    await expect(field(page, 'ชื่อ')).toHaveValue('ซ้ำ');
  });

  test('the form checks spec §5 rules before sending', async ({ page }) => {
    await page.goto('/members/register');
    await field(page, 'รหัสผ่าน').fill('abcdefgh');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page.getByText('กรุณากรอกชื่อ')).toBeVisible();
    await expect(page.getByText('รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข')).toBeVisible();
    await expect(field(page, 'ชื่อ')).toBeFocused();
  });
});
