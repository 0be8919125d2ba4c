import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questRewards } from './quests-tables';
import { adminHeaders } from '../test/build-test-app';
import { bearer } from '../test/auth-fixtures';
import { createTestCart } from '../test/cart-fixtures';
import type { MemberSession } from '../test/member-session';
import { TINY_PNG_SLIP } from '../test/slip-fixtures';
import { DEALER_PASSWORD, type TestStore } from '../test/store-fixtures';

/** Test helpers of the quest API: a quest made through the admin API, orders confirmed by the dealer. */

export const CLAIM_ADDRESS = {
  recipient: 'สมชาย ใจดี',
  tel: '0812345678',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
  remark: 'ฝากไว้ที่ป้อมยาม',
};

/** A live quest around `now` (or the given window) with one reward; answers its and the reward's ids. */
export async function createQuest(
  app: FastifyInstance,
  options: { target: number; stock: number; now: Date; startedAt?: Date; endedAt?: Date; name?: string },
): Promise<{ questId: number; rewardId: number }> {
  const day = 24 * 60 * 60 * 1000;
  const response = await app.inject({
    method: 'POST',
    url: '/admin/v1/quests',
    headers: adminHeaders(),
    payload: {
      name: options.name ?? `ซื้อครบ ${options.target} ใบ`,
      description: 'ทดสอบ',
      image_url: '/static/rewards/tote-bag.svg',
      started_at: (options.startedAt ?? new Date(options.now.getTime() - day)).toISOString(),
      ended_at: (options.endedAt ?? new Date(options.now.getTime() + 30 * day)).toISOString(),
      target: options.target,
      rewards: [
        {
          name: 'กระเป๋า',
          description: 'ผ้าแคนวาส',
          image_url: '/static/rewards/tote-bag.svg',
          stock: options.stock,
        },
      ],
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const questId = (response.json() as { data: { id: number } }).data.id;
  const [reward] = await app.db.select().from(questRewards).where(eq(questRewards.quest_id, questId));
  return { questId, rewardId: reward!.id };
}

export async function dealerToken(app: FastifyInstance, shop: TestStore): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/dealer/auth/login',
    payload: { tel: shop.dealerTel, password: DEALER_PASSWORD },
  });
  return (response.json() as { data: { token: string } }).data.token;
}

/** An order of `count` tickets of `number`, paid with a slip: waiting for the dealer. */
export async function paidOrder(
  app: FastifyInstance,
  input: { shop: TestStore; member: MemberSession; number: string; count: number; now: Date },
): Promise<{ id: number; code: string }> {
  const cart = await createTestCart(app.db, {
    userId: input.member.userId,
    storeId: input.shop.store.id,
    drawId: input.shop.drawId,
    now: input.now,
    items: { [input.number]: input.count },
  });
  const placed = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/orders',
    headers: input.member.headers,
    payload: { channel: 'web', member_name: 'สมชาย', cart_key: cart.cartId },
  });
  if (placed.statusCode !== 201) throw new Error(placed.body);
  const order = (placed.json() as { data: { id: number; code: string } }).data;
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG_SLIP], { type: 'image/png' }), 'slip.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const upload = await app.inject({
    method: 'POST',
    url: `/public/bos/v1/orders/${order.id}/payment-slip`,
    headers: { ...input.member.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (upload.statusCode !== 200) throw new Error(upload.body);
  return order;
}

export function decide(app: FastifyInstance, token: string, code: string, decision: object) {
  return app.inject({
    method: 'POST',
    url: `/public/bos/v1/dealer/orders/${code}/slip-decision`,
    headers: bearer(token),
    payload: decision,
  });
}
