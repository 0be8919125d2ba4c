import { test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { field, MEMBER_PASSWORD, uniqueTel } from '../support/members';

// Pages of this slice at phone and desktop width, saved for a person to look at
// (e2e/test-results/screenshots/). Each page must also render without a console error.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'check-lottery', path: '/check-lottery' },
  { name: 'check-lottery-older', path: '/check-lottery/2021-03-16' },
  { name: 'not-found', path: '/no-such-page-here' },
  { name: 'members-login', path: '/members/login' },
  { name: 'members-register', path: '/members/register' },
  { name: 'members-forget-password', path: '/members/forget-password' },
  { name: 'members-login-existing', path: '/members/login-existing?link_token=e2e-link' },
  { name: 'members-connect-user', path: '/members/connect-user?link_token=e2e-link' },
  { name: 'mobile-signin', path: '/mobile/signin' },
  { name: 'oauth-callback-line-denied', path: '/oauth/callback/line?error=access_denied&state=x' },
];
const WIDTHS = [390, 1280];

for (const { name, path } of PAGES) {
  for (const width of WIDTHS) {
    test(`screenshot ${name} at ${width}px`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
      test.expect(errors).toEqual([]);
    });
  }
}

/** Logs a brand-new member (phone not verified yet) into the browser through the API. */
async function asNewMember(page: Page): Promise<void> {
  const response = await page.request.post(`${API_URL}/public/v2/auth/register`, {
    data: {
      name: 'ภาพหน้าจอ',
      lastname: 'ทดสอบ',
      tel: uniqueTel(),
      password: MEMBER_PASSWORD,
      password_confirmation: MEMBER_PASSWORD,
    },
  });
  const { data } = (await response.json()) as { data: { token: string } };
  const consent = await page.request.get(`${API_URL}/public/v2/consents/latest`);
  const { data: latest } = (await consent.json()) as { data: { id: number } };
  await page.request.post(`${API_URL}/public/v2/consents/accept`, {
    headers: { Authorization: `Bearer ${data.token}` },
    data: { consent_id: latest.id },
  });
  await page.addInitScript((token) => {
    localStorage.setItem('auth.strategy', 'local');
    localStorage.setItem('auth._token.local', `Bearer ${token}`);
  }, data.token);
}

// Pages in a state worth looking at: a member verifying the phone, a form showing its errors.
const STATES: {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  act?: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'members-verify-phone',
    path: '/members/verify-phone',
    prepare: asNewMember,
    act: async (page) => {
      await test.expect(page.getByText(/ส่งรหัส OTP ไปที่/)).toBeVisible();
    },
  },
  {
    name: 'members-register-errors',
    path: '/members/register',
    act: async (page) => {
      await field(page, 'รหัสผ่าน').fill('abc');
      await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
      await test.expect(page.getByText('กรุณากรอกชื่อ')).toBeVisible();
    },
  },
];

for (const { name, path, prepare, act } of STATES) {
  for (const width of WIDTHS) {
    test(`screenshot ${name} at ${width}px`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await prepare?.(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await act?.(page);
      await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
      test.expect(errors).toEqual([]);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// D2 "mf-member-account": profile, bank account, addresses, rewards and redemptions, as a member
// whose phone is verified, date of birth filled in and latest consent accepted.
// ---------------------------------------------------------------------------------------------
import { createMember } from '../support/members';

interface AccountShot {
  name: string;
  path: string | ((ctx: { redemption: string }) => string);
  visitor?: boolean;
  act?: (page: Page) => Promise<void>;
}

const ACCOUNT_SHOTS: AccountShot[] = [
  { name: 'members-profile', path: '/members/profile' },
  { name: 'members-profile-edit', path: '/members/profile/edit' },
  { name: 'members-profile-edit-slim', path: '/members/profile/edit?slim=1&redirect_url=/rewards' },
  { name: 'members-bank-account', path: '/members/bank-account' },
  {
    name: 'members-bank-account-errors',
    path: '/members/bank-account',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'ธนาคาร' }).selectOption('GSB');
      await page.getByRole('textbox', { name: 'เลขที่บัญชี' }).fill('1234567890');
      await page.getByRole('button', { name: 'บันทึกบัญชี' }).click();
      await test.expect(page.getByText('เลขที่บัญชีต้องเป็นตัวเลข 12 หลัก')).toBeVisible();
    },
  },
  { name: 'members-connect-notification', path: '/members/connect-notification' },
  { name: 'rewards', path: '/rewards' },
  { name: 'rewards-visitor', path: '/rewards', visitor: true },
  { name: 'reward-detail', path: '/rewards/T-SHIRT' },
  { name: 'reward-detail-visitor', path: '/rewards/T-SHIRT', visitor: true },
  { name: 'members-redeem', path: '/members/redeem' },
  { name: 'members-redeem-detail', path: ({ redemption }) => `/members/redeem/${redemption}` },
  {
    name: 'address-list-modal',
    path: '/members/profile',
    act: async (page) => {
      await page.getByRole('button', { name: 'จัดการที่อยู่' }).click();
      await test.expect(page.getByRole('dialog', { name: 'ที่อยู่ของฉัน' })).toBeVisible();
    },
  },
  {
    name: 'address-form-autocomplete',
    path: '/members/profile',
    act: async (page) => {
      await page.getByRole('button', { name: 'จัดการที่อยู่' }).click();
      await page.getByRole('button', { name: '+ เพิ่มที่อยู่ใหม่' }).click();
      await page.getByRole('combobox', { name: '* ตำบล/แขวง' }).pressSequentially('ลาดยาว');
      await test.expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
    },
  },
  {
    name: 'address-form-errors',
    path: '/members/profile',
    act: async (page) => {
      await page.getByRole('button', { name: 'จัดการที่อยู่' }).click();
      await page.getByRole('button', { name: '+ เพิ่มที่อยู่ใหม่' }).click();
      await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
      await test.expect(page.getByText('กรุณากรอกชื่อที่อยู่')).toBeVisible();
    },
  },
];

test.describe('account pages', () => {
  let token = '';
  let redemption = '';

  test.beforeAll(async ({ request }) => {
    const member = await createMember(request, 'ภาพหน้าจอ');
    token = member.token;
    const auth = { Authorization: `Bearer ${token}` };
    const consent = await request.get(`${API_URL}/public/v2/consents/latest`);
    const { data } = (await consent.json()) as { data: { id: number } };
    await request.post(`${API_URL}/public/v2/consents/accept`, {
      headers: auth,
      data: { consent_id: data.id },
    });
    await request.post(`${API_URL}/api/public/v1/members/addresses`, {
      headers: auth,
      data: {
        name: 'บ้าน',
        recipient: 'ภาพหน้าจอ ระบบสมาชิก',
        tel: '0812345678',
        address: '99/1 ถนนพหลโยธิน',
        sub_district: 'ลาดยาว',
        district: 'จตุจักร',
        province: 'กรุงเทพมหานคร',
        zip_code: '10900',
      },
    });
    const redeemed = await request.post(`${API_URL}/public/v1/reward-redemptions`, {
      headers: auth,
      data: { reward_code: 'LUCKY-NOTEBOOK', quantity: 1 },
    });
    redemption = ((await redeemed.json()) as { data: { code: string } }).data.code;
  });

  for (const shot of ACCOUNT_SHOTS) {
    for (const width of WIDTHS) {
      test(`screenshot ${shot.name} at ${width}px`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        if (!shot.visitor) {
          await page.addInitScript((saved) => {
            localStorage.setItem('auth.strategy', 'local');
            localStorage.setItem('auth._token.local', `Bearer ${saved}`);
          }, token);
        }
        await page.goto(typeof shot.path === 'string' ? shot.path : shot.path({ redemption }));
        await page.waitForLoadState('networkidle');
        await shot.act?.(page);
        // A modal is the point of the modal shots: the viewport shows it as the member sees it.
        await page.screenshot({
          path: `test-results/screenshots/${shot.name}-${width}.png`,
          fullPage: !shot.name.startsWith('address-'),
        });
        test.expect(errors).toEqual([]);
      });
    }
  }
});
