// Helpers of mf-quest's journeys: a live quest made through the admin API, a tab coming back.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN, E2E_DATA_DIR } from '../../e2e/support/env';

const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const HOUR = 60 * 60 * 1000;

/**
 * Live quests are the whole site's: the strip shows the newest, and a sale counts toward those
 * live at its confirmation. So one journey's quest is live at a time, whichever worker runs it:
 * held from its creation to its retirement (the stack's start clears the data folder, and a
 * stale hold with it).
 */
const QUEST_HOLD = path.join(E2E_DATA_DIR, 'e2e-quest.lock');

async function holdQuests(): Promise<void> {
  const until = Date.now() + 90_000;
  for (;;) {
    try {
      mkdirSync(QUEST_HOLD);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`another journey's quest is still live (${QUEST_HOLD})`);
      await sleep(250);
    }
  }
}

/** A fresh live quest of `target` tickets, newer than the seed's, so the strip shows it. */
export async function createQuest(request: APIRequestContext, target: number): Promise<number> {
  await holdQuests();
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
  if (response.status() !== 201) rmSync(QUEST_HOLD, { recursive: true, force: true });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The member comes back to the tab: the quest store refetches (the dealer confirmed meanwhile). */
export const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

/** Switches a journey's quest off when it ends, so the next journey's member is not counted in it. */
export async function retireQuest(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.patch(`${API_URL}/admin/v1/quests/${id}`, {
    headers: admin,
    data: { status: 'inactive' },
  });
  rmSync(QUEST_HOLD, { recursive: true, force: true });
  expect(response.ok(), await response.text()).toBe(true);
}
