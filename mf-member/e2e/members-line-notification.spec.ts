import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { FAKE_LINE_URL } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';

/** A LINE account of this test's own: the stand-in logs in whoever its cookie names. */
async function lineAccountFor(context: BrowserContext): Promise<string> {
  const lineUserId = `U${randomBytes(16).toString('hex')}`;
  await context.addCookies([{ name: 'fake_line_user', value: lineUserId, url: FAKE_LINE_URL }]);
  return lineUserId;
}

/** What the Official Account pushed to a LINE user, as the stand-in keeps it. */
async function lineInbox(request: APIRequestContext, lineUserId: string): Promise<unknown[]> {
  const answer = await request.get(`${FAKE_LINE_URL}/_test/inbox/${lineUserId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: unknown[] }).messages;
}

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
