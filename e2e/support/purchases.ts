// The demo store the buying journeys use, and purchases made straight through the API when a
// journey is about what comes after buying (the win history).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL } from './env';

/** The demo dealers' password (api/README.md, "Demo dealers"). */
export const DEMO_DEALER_PASSWORD = 'chokdee1234';

/** A one-pixel PNG: a slip the API accepts by its bytes. */
export const PNG_SLIP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

export interface DemoStore {
  code: string;
  userRef: string;
  name: string;
  dealerTel: string;
}

interface StoreSummary {
  code: string;
  user_code: string;
  name: string;
  verify_status: string;
  is_store_open: boolean;
  is_sold_out: boolean;
  available_count: number;
  sale_prices: { type: string }[];
}

/** The first verified, open store with complete prices and stock (the seed's first dealer). */
export async function demoStore(request: APIRequestContext): Promise<DemoStore> {
  const response = await request.get(`${API_URL}/public/bos/v1/stores`, { params: { per_page: 50 } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: StoreSummary[] };
  const store = data.find(
    (s) =>
      s.verify_status === 'approved' &&
      s.is_store_open &&
      !s.is_sold_out &&
      s.available_count > 0 &&
      new Set(s.sale_prices.map((p) => p.type)).size >= 2,
  );
  if (!store) throw new Error('no open demo store');
  const info = await request.get(`${API_URL}/public/bos/v1/store/${store.code}`);
  const { data: detail } = (await info.json()) as { data: { user: { phone: string | null } } };
  if (!detail.user.phone) throw new Error(`demo store ${store.code} has no phone`);
  return { code: store.code, userRef: store.user_code, name: store.name, dealerTel: detail.user.phone };
}

/** A free number of the store (the first hit of a pattern with enough copies), with how many are left. */
/** Which of the run's simultaneous workers this is (0 outside a test). */
function parallelIndex(): number {
  try {
    return test.info().parallelIndex;
  } catch {
    return 0;
  }
}

export async function freeNumber(
  request: APIRequestContext,
  store: DemoStore,
  pattern = '_____7',
  minAvailable = 1,
): Promise<{ number: string; available: number }> {
  const response = await request.get(`${API_URL}/public/v2/lotteries/search`, {
    params: { pattern, store: store.code, limit: 60 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { number: string; available: number }[] };
  const free = data.filter((candidate) => candidate.available >= minAvailable);
  // Two journeys at once take different numbers: the first free one, the second the next.
  const offer = free[parallelIndex()] ?? free[0];
  if (!offer) throw new Error(`no free number matching ${pattern} in ${store.code}`);
  return offer;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const memberHeaders = (memberToken: string, store: DemoStore) => ({
  Authorization: `Bearer ${memberToken}`,
  'x-user-ref': store.userRef,
  'x-store-code': store.code,
});

/**
 * `quantity` tickets of `number` held in a new cart, as the store page's add does. Answers the
 * cart's id and when it runs out (whole seconds: the hold itself ends within the second after).
 */
export async function holdTicketsThroughApi(
  request: APIRequestContext,
  memberToken: string,
  store: DemoStore,
  number: string,
  quantity: number,
): Promise<{ cartId: string; expiresAt: Date }> {
  const member = memberHeaders(memberToken, store);
  const cart = await json<{ meta: { id: string; expire_unix: number } }>(
    await request.post(`${API_URL}/public/v2/carts`, { headers: member }),
  );
  await json(
    await request.post(`${API_URL}/public/v2/carts/${cart.meta.id}/items`, {
      headers: member,
      data: { number, quantity },
    }),
  );
  return { cartId: cart.meta.id, expiresAt: new Date(cart.meta.expire_unix * 1000) };
}

/** Gives a cart's tickets back (the member's delete). */
export async function deleteCartThroughApi(
  request: APIRequestContext,
  memberToken: string,
  store: DemoStore,
  cartId: string,
): Promise<void> {
  await request.delete(`${API_URL}/public/v2/carts/${cartId}`, {
    headers: memberHeaders(memberToken, store),
  });
}

/**
 * A reserved, unpaid order of one ticket of `number`: cart and order, the same calls the pages
 * make. Answers the order's id (for its slip) and code (for its page).
 */
export async function reserveTicketThroughApi(
  request: APIRequestContext,
  memberToken: string,
  store: DemoStore,
  number: string,
): Promise<{ id: number; code: string }> {
  const member = memberHeaders(memberToken, store);
  const cart = await json<{ meta: { id: string } }>(
    await request.post(`${API_URL}/public/v2/carts`, { headers: member }),
  );
  await json(
    await request.post(`${API_URL}/public/v2/carts/${cart.meta.id}/items`, {
      headers: member,
      data: { number, quantity: 1 },
    }),
  );
  const { data: order } = await json<{ data: { id: number; code: string } }>(
    await request.post(`${API_URL}/public/bos/v1/orders/lottery-shelf?includes=order_items`, {
      headers: member,
      data: { channel: 'web', member_name: 'ผู้ซื้อทดสอบ', cart_key: cart.meta.id },
    }),
  );
  return order;
}

/**
 * A confirmed purchase of one ticket of `number`: cart, order, slip, dealer's confirmation — the
 * same calls the pages make. Returns the order code.
 */
export async function buyTicketThroughApi(
  request: APIRequestContext,
  memberToken: string,
  store: DemoStore,
  number: string,
): Promise<string> {
  const order = await reserveTicketThroughApi(request, memberToken, store, number);
  await json(
    await request.post(`${API_URL}/public/bos/v1/orders/${order.id}/payment-slip`, {
      headers: { Authorization: `Bearer ${memberToken}` },
      multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: PNG_SLIP } },
    }),
  );
  const { data: login } = await json<{ data: { token: string } }>(
    await request.post(`${API_URL}/public/bos/v1/dealer/auth/login`, {
      data: { tel: store.dealerTel, password: DEMO_DEALER_PASSWORD },
    }),
  );
  await json(
    await request.post(`${API_URL}/public/bos/v1/dealer/orders/${order.code}/slip-decision`, {
      headers: { Authorization: `Bearer ${login.token}` },
      data: { decision: 'confirm' },
    }),
  );
  return order.code;
}
