// Helpers of mf-quest's journeys: a live quest made through the admin API, a tab coming back.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN } from '../../e2e/support/env';

const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const HOUR = 60 * 60 * 1000;

/** A fresh live quest of `target` tickets, newer than the seed's, so the strip shows it. */
export async function createQuest(request: APIRequestContext, target: number): Promise<number> {
  const now = Date.now();
  const response = await request.post(`${API_URL}/admin/v1/quests`, {
    headers: admin,
    data: {
      name: `ซื้อครบ ${target} ใบ รับกระเป๋าผ้า (e2e ${now})`,
      description: `ซื้อสลากครบ ${target} ใบ รับกระเป๋าผ้ามงคล`,
      image_url: '/static/rewards/tote-bag.svg',
      started_at: new Date(now - HOUR).toISOString(),
      ended_at: new Date(now + 30 * 24 * HOUR).toISOString(),
      target,
      rewards: [
        {
          name: 'กระเป๋าผ้ามงคล',
          description: 'ผ้าแคนวาสลายมังกรฟ้า',
          image_url: '/static/rewards/tote-bag.svg',
          stock: 5,
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The member comes back to the tab: the quest store refetches (the dealer confirmed meanwhile). */
export const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));
