import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { createMember } from '../support/members';
import { API_URL, SHELL_URL } from '../support/env';
import { returningVisitorState } from '../support/site-state';
import { AUDIT_DIR, MEMBER_FILE, MEMBER_STATE } from './audit-state';

// Logs the audit's member in once, through the site's own login, and has them visit a store: the
// browser's state is saved for every audit test of the member.
setup('a member who has visited a store', async ({ browser, request }) => {
  mkdirSync(AUDIT_DIR, { recursive: true });
  const member = await createMember(request, 'ตรวจเว็บ');
  writeFileSync(MEMBER_FILE, JSON.stringify(member));
  const context = await browser.newContext({ storageState: returningVisitorState() });
  const page = await context.newPage();
  await page.goto(`${SHELL_URL}/members/login`);
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(member.tel);
  await page.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).not.toHaveURL(/\/members\/login/);
  const stores = (await (await request.get(`${API_URL}/public/bos/v1/stores?per_page=1`)).json()) as {
    data: { user_code: string }[];
  };
  await page.goto(`${SHELL_URL}/dealers/${stores.data[0]!.user_code}`);
  await expect(page.locator('footer')).toContainText(/ร้าน/);
  await context.storageState({ path: MEMBER_STATE });
  await context.close();
});
