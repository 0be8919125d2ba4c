import { expect, test } from '@playwright/test';
import { createMember, useMemberSession } from '../support/members';
import { EMPTY_STATE } from '../support/site-state';

// Spec §4: a member page first asks a visitor who has not accepted the current privacy policy
// to read it, then returns to the page they wanted.
test.use({ storageState: EMPTY_STATE, viewport: { width: 1280, height: 900 } });

test('a member page waits for the privacy policy, then returns there', async ({ page, request }) => {
  const member = await createMember(request, 'นโยบาย');
  await useMemberSession(page, member.token);
  await page.goto('/members/profile');

  await expect(page).toHaveURL(/\/policy-privacy\?redirect_url=%2Fmembers%2Fprofile/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ความเป็นส่วนตัว');
  // A first visit: today's announcement is up too (it does not wait for the cookie bar).
  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await page.getByRole('button', { name: 'ยอมรับนโยบายความเป็นส่วนตัว' }).click();
  await expect(page).toHaveURL(/\/members\/profile$/);
});

test('the privacy page never sends a visitor off the site', async ({ page }) => {
  await page.goto(`/policy-privacy?redirect_url=${encodeURIComponent('https://evil.example/')}`);
  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await page.getByRole('button', { name: 'ยอมรับนโยบายความเป็นส่วนตัว' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
