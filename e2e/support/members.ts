// Members for the journeys: unique phone numbers, codes read from the API's dev SMS inbox, and
// members made straight through the API when a journey is not about signing up.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from './env';

export const MEMBER_PASSWORD = 'chokdee2569';

/** A fresh Thai mobile number, so journeys never collide in the shared e2e database. */
export function uniqueTel(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return `08${digits}`;
}

interface SmsEntry {
  tel: string;
  code: string | null;
  sent_at: string;
}

/** The newest OTP texted to `tel` (dev inbox, newest first), after `since` if given. */
export async function readOtp(request: APIRequestContext, tel: string, since?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/dev/sms-inbox`, { params: { tel } });
        if (!response.ok()) return null;
        const { data } = (await response.json()) as { data: SmsEntry[] };
        const latest = data.find((entry) => entry.code && (!since || entry.sent_at > since));
        code = latest?.code ?? null;
        return code;
      },
      { message: `an OTP for ${tel} in the dev SMS inbox` },
    )
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

export interface Member {
  tel: string;
  password: string;
  name: string;
  lastname: string;
  token: string;
}

async function call<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  data: unknown,
  token?: string,
) {
  const response = await request[method](`${API_URL}${path}`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { data: T };
}

export interface MemberOptions {
  /** Verify the phone with an OTP (and fill in the date of birth); default true. */
  verified?: boolean;
}

/**
 * A member made through the API: registered and the latest consent accepted; by default also
 * phone verified and date of birth filled in, so the site lets them straight in.
 */
export async function createMember(
  request: APIRequestContext,
  name = 'ทดสอบ',
  { verified = true }: MemberOptions = {},
): Promise<Member> {
  const tel = uniqueTel();
  const lastname = 'ระบบสมาชิก';
  const { data } = await call<{ token: string }>(request, 'post', '/public/v2/auth/register', {
    name,
    lastname,
    tel,
    password: MEMBER_PASSWORD,
    password_confirmation: MEMBER_PASSWORD,
  });
  const consent = await request.get(`${API_URL}/public/v2/consents/latest`);
  const { data: latest } = (await consent.json()) as { data: { id: number } };
  await call(request, 'post', '/public/v2/consents/accept', { consent_id: latest.id }, data.token);
  const member = { tel, password: MEMBER_PASSWORD, name, lastname, token: data.token };
  if (!verified) return member;

  const sent = await call<{ otp_ref: string }>(
    request,
    'post',
    '/public/v2/auth/otp/send',
    { tel, purpose: 'verify_phone' },
    data.token,
  );
  const code = await readOtp(request, tel);
  await call(request, 'post', '/public/v2/auth/otp/verify', { otp_ref: sent.data.otp_ref, code }, data.token);
  await call(
    request,
    'put',
    '/public/v2/auth/profile',
    { name, lastname, date_of_birth: '1990-04-13' },
    data.token,
  );
  return member;
}

/** Fills the date of birth on the slim profile step (day, Thai month, Buddhist-era year) and saves. */
export async function fillDateOfBirth(page: Page): Promise<void> {
  await page.getByLabel('วันที่').selectOption('13');
  await page.getByLabel('เดือน').selectOption({ label: 'เมษายน' });
  await page.getByLabel('ปี พ.ศ.').selectOption('2533');
  await page.getByRole('button', { name: 'บันทึก' }).click();
}

/** A form field by its accessible name (the visible '* ' of a required label is not part of it). */
export function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Ticks the consent modal (spec §4) that greets a member who has not accepted the latest terms. */
export async function acceptConsent(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'ข้อตกลงและเงื่อนไขการใช้บริการ' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'ข้าพเจ้ายอมรับข้อตกลงและเงื่อนไข' }).check();
  await dialog.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect(dialog).toBeHidden();
}

/** Logs in on /members/login with phone and password. */
export async function logIn(page: Page, member: Pick<Member, 'tel' | 'password'>): Promise<void> {
  await field(page, 'เบอร์โทรศัพท์').fill(member.tel);
  await field(page, 'รหัสผ่าน').fill(member.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
}

/** Starts the browser logged in as the member (the token where the site keeps it, spec §9 prefixes). */
export async function useMemberSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('auth.strategy', 'local');
    localStorage.setItem('auth._token.local', `Bearer ${value}`);
  }, token);
}
