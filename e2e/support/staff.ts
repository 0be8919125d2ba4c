// The demo staff accounts and what journeys do with them: log in at the console, and let the owner
// lend the demo reviewer another role for a journey (given back in a `finally`).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN } from './env';

/** api/src/staff-access/demo-staff-roles.ts: the demo's reviewer. */
export const REVIEWER = { username: 'reviewer', password: 'chokdee-review-1234' };
/** The API's Thai 403 for a staff member whose roles do not open the call. */
export const STAFF_FORBIDDEN = 'บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ทำรายการนี้';
const owner = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

export async function staffLogIn(page: Page, account = REVIEWER) {
  await page.goto('/admin');
  await page.getByLabel('ชื่อผู้ใช้').fill(account.username);
  await page.getByLabel('รหัสผ่าน').fill(account.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  // The login form has a heading of its own: wait for the console's.
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าทำงานเจ้าหน้าที่' })).toBeVisible();
}

/** The console's staff token in this page (sessionStorage), for calling the API as that staff member. */
export const staffTokenOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('chokdee:staff-session') ?? '{}') as { token?: string }).token,
  );

/** The demo reviewer's account id and roles, as the owner's staff list shows them. */
export async function reviewerAccount(request: APIRequestContext) {
  const list = await request.get(`${API_URL}/admin/v1/staff-accounts`, { headers: owner });
  const accounts = ((await list.json()) as { data: { id: number; username: string; roles: string[] }[] })
    .data;
  return accounts.find((account) => account.username === REVIEWER.username)!;
}

/** The owner grants `add` and takes `remove` back, through the console's API. */
export async function setRoles(request: APIRequestContext, id: number, add: string, remove: string) {
  const granted = await request.post(`${API_URL}/admin/v1/staff-accounts/${id}/roles`, {
    headers: owner,
    data: { role: add },
  });
  expect(granted.ok()).toBe(true);
  const revoked = await request.delete(`${API_URL}/admin/v1/staff-accounts/${id}/roles/${remove}`, {
    headers: owner,
  });
  expect(revoked.ok()).toBe(true);
}
