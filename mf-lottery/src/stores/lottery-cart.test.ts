/** @jest-environment node */
import type * as CartModule from './lottery-cart';
import type * as EventsModule from '@chokdee/shared-kernel/events';
import type * as TokenModule from '@chokdee/shared-kernel/api/auth-token';
import type { LotteryCartItem, LotteryCartResponse } from '@chokdee/shared-contract/schemas/lottery-cart';
import { formatCountdown } from '@chokdee/shared-contract/rules/countdown';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { installMemoryStorage, type MemoryStorage } from '@chokdee/shared-kernel/testing/memory-storage';

const CART_ID = '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const OTHER_CART_ID = '7a2d3c8f-2e3b-4d4c-8f9a-1b2c3d4e5f60';
const STORE = { code: 'S1', userRef: 'dealer-1' };
// The server's clock runs 2 minutes ahead of the device: the countdown must follow the server.
const DEVICE_NOW = Date.parse('2026-11-21T11:00:00Z');
const SERVER_NOW_UNIX = DEVICE_NOW / 1000 + 120;

function item(number: string, quantity = 1, price = 80): LotteryCartItem {
  return { id: number, number, quantity, price, total_price: price * quantity, set_numbers: [10] };
}

function cart(
  items: LotteryCartItem[],
  meta: Partial<LotteryCartResponse['meta']> = {},
): LotteryCartResponse {
  return {
    data: items,
    meta: {
      id: CART_ID,
      store_code: STORE.code,
      draw_date: '2026-12-01',
      total_quantity: items.reduce((sum, i) => sum + i.quantity, 0),
      total_price: items.reduce((sum, i) => sum + i.total_price, 0),
      expire_unix: SERVER_NOW_UNIX + 900,
      now_unix: SERVER_NOW_UNIX,
      isGroup: false,
      groupNumber: null,
      groupQuantity: null,
      ...meta,
    },
  };
}

function fail(status: number, message: string): Response {
  return jsonResponse({ message, errors: [], status }, status);
}

let store: typeof CartModule;
let events: typeof EventsModule;
let token: typeof TokenModule;
let storage: MemoryStorage;
let fetchMock: FetchMock;
let handler: (request: Request) => Response | Promise<Response>;

beforeEach(async () => {
  jest.useFakeTimers({ now: DEVICE_NOW });
  storage = installMemoryStorage();
  jest.resetModules();
  store = await import('./lottery-cart');
  events = await import('@chokdee/shared-kernel/events');
  token = await import('@chokdee/shared-kernel/api/auth-token');
  const { configureApi } = await import('@chokdee/shared-kernel/api/config');
  configureApi({ publicUrl: 'http://api.test' });
  token.setAuthToken('member-token');
  handler = () => fail(500, 'unexpected');
  fetchMock = mockFetch((request) => handler(request));
});

afterEach(() => {
  fetchMock.restore();
  jest.useRealTimers();
});

function route(routes: Record<string, (request: Request) => Response>) {
  handler = (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const answer = routes[key];
    return answer ? answer(request) : fail(500, `no route ${key}`);
  };
}

function calls() {
  return fetchMock.calls.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
}

describe('lottery cart store', () => {
  it('creates a cart when there is none, then adds, with the store headers', async () => {
    const added: unknown[] = [];
    events.on('track:AddToCart', (payload) => added.push(payload));
    route({
      'POST /public/v2/carts': () => jsonResponse(cart([]), 201),
      [`POST /public/v2/carts/${CART_ID}/items`]: () => jsonResponse(cart([item('123456', 2)])),
    });
    await store.loadCart(STORE);

    await store.addToCart('123456', 2);

    expect(calls()).toEqual(['POST /public/v2/carts', `POST /public/v2/carts/${CART_ID}/items`]);
    const create = fetchMock.calls[0]!;
    expect(create.headers.get('x-user-ref')).toBe('dealer-1');
    expect(create.headers.get('x-store-code')).toBe('S1');
    expect(create.headers.get('authorization')).toBe('Bearer member-token');
    // No captcha site key configured: no token asked for, no header.
    expect(create.headers.get('x-gre-token')).toBeNull();
    expect(await fetchMock.calls[1]!.json()).toEqual({ number: '123456', quantity: 2 });
    expect(storage.getItem('cart::S1')).toBe(CART_ID);
    expect(store.$lotteryCart.get()?.items).toEqual([item('123456', 2)]);
    expect(store.$cartState.get()).toEqual({
      itemQuantity: 2,
      timeExpire: SERVER_NOW_UNIX + 900,
      timedOut: false,
    });
    expect(added).toEqual([{ value: 160, currency: 'THB', content_ids: ['123456'], num_items: 2 }]);
  });

  it('sends the captcha token as x-gre-token when a site key is configured', async () => {
    const scope = globalThis as { CHOKDEE_CONFIG?: object; grecaptcha?: object };
    scope.CHOKDEE_CONFIG = { captchaSiteKey: '6LcTEST_site_key_0123' };
    const execute = jest.fn().mockResolvedValue('gre-token-1');
    scope.grecaptcha = { ready: (callback: () => void) => callback(), execute };
    try {
      route({
        'POST /public/v2/carts': () => jsonResponse(cart([]), 201),
        [`POST /public/v2/carts/${CART_ID}/items`]: () => jsonResponse(cart([item('123456')])),
      });
      await store.loadCart(STORE);
      await store.addToCart('123456', 1);
      expect(fetchMock.calls[0]!.headers.get('x-gre-token')).toBe('gre-token-1');
      expect(execute).toHaveBeenCalledWith('6LcTEST_site_key_0123', { action: 'cart' });
    } finally {
      delete scope.CHOKDEE_CONFIG;
      delete scope.grecaptcha;
    }
  });

  it('reuses the saved cart: loads it by its id and adds without creating another', async () => {
    storage.setItem('cart::S1', CART_ID);
    route({
      [`GET /public/v2/carts/${CART_ID}`]: () => jsonResponse(cart([item('111111')])),
      [`POST /public/v2/carts/${CART_ID}/items`]: () => jsonResponse(cart([item('111111'), item('222222')])),
    });
    await store.loadCart(STORE);
    expect(store.$cartState.get().itemQuantity).toBe(1);

    await store.addToCart('222222', 1);
    expect(calls()).toEqual([`GET /public/v2/carts/${CART_ID}`, `POST /public/v2/carts/${CART_ID}/items`]);
    expect(store.$cartState.get().itemQuantity).toBe(2);
  });

  it('resets the cart on an add error below 500 and rejects with the Thai text and the server message', async () => {
    storage.setItem('cart::S1', CART_ID);
    route({
      [`GET /public/v2/carts/${CART_ID}`]: () => jsonResponse(cart([item('111111')])),
      [`POST /public/v2/carts/${CART_ID}/items`]: () => fail(409, 'เลขนี้มีไม่พอ'),
    });
    await store.loadCart(STORE);

    await expect(store.addToCart('222222', 5)).rejects.toMatchObject({
      message: 'ไม่สามารถอัพเดทสินค้าในตะกร้าได้ เลขนี้มีไม่พอ',
      status: 409,
    });
    expect(storage.getItem('cart::S1')).toBeNull();
    expect(store.$lotteryCart.get()).toEqual({ storeCode: 'S1', userRef: 'dealer-1', items: [], meta: null });
  });

  it('keeps the cart on a server error (500 and above)', async () => {
    storage.setItem('cart::S1', CART_ID);
    route({
      [`GET /public/v2/carts/${CART_ID}`]: () => jsonResponse(cart([item('111111')])),
      [`POST /public/v2/carts/${CART_ID}/items`]: () => fail(503, 'ระบบขัดข้อง'),
    });
    await store.loadCart(STORE);

    await expect(store.addToCart('222222', 1)).rejects.toMatchObject({ status: 503 });
    expect(storage.getItem('cart::S1')).toBe(CART_ID);
    expect(store.$cartState.get().itemQuantity).toBe(1);
  });

  it('says the cart could not be created when opening it fails', async () => {
    route({ 'POST /public/v2/carts': () => fail(422, 'ร้านค้าปิดการขาย') });
    await store.loadCart(STORE);
    await expect(store.addToCart('123456', 1)).rejects.toThrow('ไม่สามารถสร้างตะกร้าได้ ร้านค้าปิดการขาย');
  });

  it('asks for a login without calling the server when no member is logged in', async () => {
    token.clearAuthToken();
    await store.loadCart(STORE);
    await expect(store.addToCart('123456', 1)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('resets the cart when the only item is deleted, and keeps it when others remain', async () => {
    storage.setItem('cart::S1', CART_ID);
    let remaining = [item('111111'), item('222222')];
    route({
      [`GET /public/v2/carts/${CART_ID}`]: () => jsonResponse(cart(remaining)),
      [`DELETE /public/v2/carts/${CART_ID}/items/111111`]: () => {
        remaining = [item('222222')];
        return jsonResponse(cart(remaining));
      },
      [`DELETE /public/v2/carts/${CART_ID}/items/222222`]: () => jsonResponse(cart([])),
    });
    await store.loadCart(STORE);

    await store.removeFromCart('111111');
    expect(storage.getItem('cart::S1')).toBe(CART_ID);
    expect(store.$cartState.get().itemQuantity).toBe(1);

    await store.removeFromCart('222222', 1);
    expect(calls().at(-1)).toBe(`DELETE /public/v2/carts/${CART_ID}/items/222222?quantity=1`);
    expect(storage.getItem('cart::S1')).toBeNull();
    expect(store.$lotteryCart.get()?.meta).toBeNull();
  });

  it('resets on a cart fetch error below 500 and keeps the id on a server error', async () => {
    storage.setItem('cart::S1', CART_ID);
    route({ [`GET /public/v2/carts/${CART_ID}`]: () => fail(503, 'ระบบขัดข้อง') });
    await store.loadCart(STORE);
    expect(storage.getItem('cart::S1')).toBe(CART_ID);
    expect(store.$cartError.get()).toMatchObject({ status: 503 });

    route({ [`GET /public/v2/carts/${CART_ID}`]: () => fail(404, 'ไม่พบตะกร้าสินค้า') });
    await store.loadCart({ code: 'S1', userRef: 'dealer-1' });
    expect(storage.getItem('cart::S1')).toBeNull();
    expect(store.$lotteryCart.get()?.meta).toBeNull();
  });

  it('resets before a random pick and marks group mode', async () => {
    storage.setItem('cart::S1', OTHER_CART_ID);
    route({
      [`GET /public/v2/carts/${OTHER_CART_ID}`]: () =>
        jsonResponse(cart([item('999999')], { id: OTHER_CART_ID })),
      'POST /public/v2/carts': () => jsonResponse(cart([]), 201),
      [`POST /public/v2/carts/${CART_ID}/items-group`]: () =>
        jsonResponse(
          cart([item('101010'), item('202020'), item('303030')], { isGroup: true, groupQuantity: 3 }),
        ),
    });
    await store.loadCart(STORE);

    await store.addGroup(3);

    expect(calls()).toEqual([
      `GET /public/v2/carts/${OTHER_CART_ID}`,
      'POST /public/v2/carts',
      `POST /public/v2/carts/${CART_ID}/items-group`,
    ]);
    expect(await fetchMock.calls[2]!.json()).toEqual({ quantity: 3 });
    expect(store.$lotteryCart.get()?.meta).toMatchObject({ id: CART_ID, isGroup: true, groupQuantity: 3 });
    expect(storage.getItem('cart::S1')).toBe(CART_ID);
  });

  it('counts down by the server clock, every second, and times out once at zero', async () => {
    const timeouts: unknown[] = [];
    events.on('lottery-cart:timeout', (payload) => timeouts.push(payload));
    storage.setItem('cart::S1', CART_ID);
    route({
      [`GET /public/v2/carts/${CART_ID}`]: () =>
        jsonResponse(cart([item('123456')], { expire_unix: SERVER_NOW_UNIX + 65 })),
    });
    await store.loadCart(STORE);
    const seen: number[] = [];
    const unbind = store.$cartSecondsLeft.subscribe((seconds) => seen.push(seconds));
    expect(store.$cartSecondsLeft.get()).toBe(65);
    expect(formatCountdown(store.$cartSecondsLeft.get())).toBe('01:05');

    jest.advanceTimersByTime(1000);
    expect(store.$cartSecondsLeft.get()).toBe(64);
    expect(formatCountdown(store.$cartSecondsLeft.get())).toBe('01:04');
    expect(store.$cartState.get().timedOut).toBe(false);

    jest.advanceTimersByTime(64_000);
    expect(store.$cartSecondsLeft.get()).toBe(0);
    expect(formatCountdown(store.$cartSecondsLeft.get())).toBe('หมดเวลา');
    expect(store.$cartState.get().timedOut).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(timeouts).toEqual([{ cartId: CART_ID, storeCode: 'S1' }]);
    expect(seen.slice(0, 3)).toEqual([65, 64, 63]);
    unbind();
  });

  it('stops ticking when nobody listens', async () => {
    storage.setItem('cart::S1', CART_ID);
    route({ [`GET /public/v2/carts/${CART_ID}`]: () => jsonResponse(cart([item('123456')])) });
    await store.loadCart(STORE);
    jest.advanceTimersByTime(1500);
    expect(jest.getTimerCount()).toBe(0);
    const unbind = store.$cartSecondsLeft.listen(() => undefined);
    jest.advanceTimersByTime(1500);
    expect(jest.getTimerCount()).toBe(1); // the 1 s tick
    unbind();
    jest.advanceTimersByTime(1500); // nanostores unmounts a store 1 s after its last listener
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts a new cart when adding after the old one timed out', async () => {
    storage.setItem('cart::S1', OTHER_CART_ID);
    route({
      [`GET /public/v2/carts/${OTHER_CART_ID}`]: () =>
        jsonResponse(cart([item('111111')], { id: OTHER_CART_ID, expire_unix: SERVER_NOW_UNIX - 1 })),
      'POST /public/v2/carts': () => jsonResponse(cart([]), 201),
      [`POST /public/v2/carts/${CART_ID}/items`]: () => jsonResponse(cart([item('222222')])),
    });
    await store.loadCart(STORE);
    expect(store.$cartState.get().timedOut).toBe(true);

    await store.addToCart('222222', 1);
    expect(calls().slice(1)).toEqual(['POST /public/v2/carts', `POST /public/v2/carts/${CART_ID}/items`]);
    expect(store.$cartState.get()).toMatchObject({ itemQuantity: 1, timedOut: false });
  });

  it('follows the current store while the cart state is on screen', async () => {
    storage.setItem('cart::S2', CART_ID);
    route({
      [`GET /public/v2/carts/${CART_ID}`]: () =>
        jsonResponse(cart([item('123456', 3)], { store_code: 'S2' })),
    });
    const { setCurrentStore } = await import('@chokdee/shared-kernel/stores/current-store');
    const unbind = store.$cartState.listen(() => undefined);
    setCurrentStore({ code: 'S2', userRef: 'dealer-2', name: 'ร้านสอง' });
    expect(store.$lotteryCart.get()).toMatchObject({ storeCode: 'S2', userRef: 'dealer-2' });
    for (let i = 0; i < 20 && store.$cartState.get().itemQuantity === 0; i += 1) {
      await jest.advanceTimersByTimeAsync(10);
    }
    expect(store.$cartState.get().itemQuantity).toBe(3);
    expect(calls()).toEqual([`GET /public/v2/carts/${CART_ID}`]);

    setCurrentStore(null);
    expect(store.$lotteryCart.get()).toBeNull();
    expect(store.$cartState.get().itemQuantity).toBe(0);
    unbind();
  });
});
