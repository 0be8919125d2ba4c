import { z } from 'zod/mini';
import { WebPushKeySchema, type PushSubscriptionBody } from '@chokdee/shared-contract/schemas/web-push';
import { request } from '@chokdee/shared-kernel/api/client';

/** The web push calls (api/src/web-push): the site's key, and this browser's subscription on or off. */
const BASE = '/public/v1/web-push';
const Empty = z.unknown();

export async function fetchPushKey(): Promise<string> {
  return (await request(WebPushKeySchema, `${BASE}/key`)).data.public_key;
}

export async function saveBrowserSubscription(body: PushSubscriptionBody): Promise<void> {
  await request(Empty, `${BASE}/subscriptions`, { method: 'post', json: body });
}

export async function deleteBrowserSubscription(endpoint: string): Promise<void> {
  await request(Empty, `${BASE}/subscriptions`, { method: 'delete', json: { endpoint } });
}
