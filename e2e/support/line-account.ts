import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { FAKE_LINE_URL } from './env';

/** A LINE account of this test's own: the stand-in logs in whoever its cookie names. */
export async function lineAccountFor(context: BrowserContext): Promise<string> {
  const lineUserId = `U${randomBytes(16).toString('hex')}`;
  await context.addCookies([{ name: 'fake_line_user', value: lineUserId, url: FAKE_LINE_URL }]);
  return lineUserId;
}

/** What the Official Account pushed to a LINE user, as the stand-in keeps it. */
export async function lineInbox(request: APIRequestContext, lineUserId: string): Promise<unknown[]> {
  const answer = await request.get(`${FAKE_LINE_URL}/_test/inbox/${lineUserId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: unknown[] }).messages;
}
