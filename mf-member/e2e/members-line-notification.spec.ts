import { expect, test } from '@playwright/test';
import { FAKE_LINE_URL } from '../../e2e/support/env';
import { lineAccountFor, lineInbox } from '../../e2e/support/line-account';
import { createMember, useMemberSession } from '../../e2e/support/members';

test('a member connects LINE notices through LINE Login and the add-friend prompt', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, 'แจ้งเตือน');
  const lineUserId = await lineAccountFor(context);
  await useMemberSession(page, member.token);
  await page.goto('/members/connect-notification');

  // The API → the stand-in LINE (logs in, adds the friend) → back to this page with code + state.
  await page.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();
  await expect(page.getByText('คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว')).toBeVisible();
  await expect(page).toHaveURL(/\/members\/connect-notification$/);
  expect(await lineInbox(request, lineUserId)).toEqual([]);

  // Blocking the Official Account on LINE reaches the API through its signed webhook.
  const blocked = await request.post(`${FAKE_LINE_URL}/_test/users/${lineUserId}/unfollow`);
  expect(await blocked.json()).toEqual({ webhook_status: 200 });
  await page.reload();
  await expect(page.getByRole('link', { name: 'เพิ่มเพื่อนใน LINE' })).toBeVisible();

  // Connecting again reads the friendship anew (the prompt adds the friend back).
  await page.getByRole('button', { name: 'เปิดรับการแจ้งเตือนผ่าน LINE' }).click();
  await expect(page.getByText('คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว')).toBeVisible();
  await page.getByRole('button', { name: 'ปิดการแจ้งเตือนผ่าน LINE' }).click();
  await expect(page.getByRole('button', { name: 'เปิดรับการแจ้งเตือนผ่าน LINE' })).toBeVisible();
});
