/** @jest-environment node */
import type * as CartModule from './ecommerce-cart';
import type * as EventsModule from '@chokdee/shared-kernel/events';
import type { ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { installMemoryStorage, type MemoryStorage } from '@chokdee/shared-kernel/testing/memory-storage';

const KEY = '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const NEW_KEY = '7a2d3c8f-2e3b-4d4c-8f9a-1b2c3d4e5f60';

const cart = (key: string, quantity: number): ShopCart => ({
  key,
  items: quantity
    ? [
        {
          key: '11111111-1111-4111-8111-111111111111',
          id: 5,
          quantity,
          price: 900,
          total_price: 900 * quantity,
          original_price: 1000,
          original_total_price: 1000 * quantity,
          stock: 9,
          product: { code: 'AM0001', name: 'พระกริ่ง', discount: { type: 'percent', amount: 10 } },
          product_variant_group_item: { name: 'ทองคำ' },
          sub_product_variant_group_item: null,
          media: { url: '/static/shop/a.svg' },
        },
      ]
    : [],
  total_quantity: quantity,
  total_price: 900 * quantity,
  original_total_price: 1000 * quantity,
  saving: 100 * quantity,
});

let store: typeof CartModule;
let events: typeof EventsModule;
let storage: MemoryStorage;
let fetchMock: FetchMock;
let handler: (request: Request) => Response | Promise<Response>;

beforeEach(async () => {
  jest.useFakeTimers();
  storage = installMemoryStorage();
  jest.resetModules();
  store = await import('./ecommerce-cart');
  events = await import('@chokdee/shared-kernel/events');
  const { configureApi } = await import('@chokdee/shared-kernel/api/config');
  configureApi({ publicUrl: 'http://api.test' });
  const auth = await import('@chokdee/shared-kernel/stores/auth');
  auth.setUser(authUserFixture({ ref: 'member-ref' }));
  handler = () => jsonResponse({ message: 'unexpected', errors: [], status: 500 }, 500);
  fetchMock = mockFetch((request) => handler(request));
});
afterEach(() => {
  fetchMock.restore();
  jest.useRealTimers();
});

test('the first add creates the cart, keeps its key under bd_ecom_cart, flashes 300 ms and tracks AddToCart', async () => {
  const tracked: unknown[] = [];
  events.on('track:AddToCart', (payload) => tracked.push(payload));
  handler = (request) =>
    request.method === 'POST' && request.url.endsWith('/carts')
      ? jsonResponse({ data: cart(KEY, 0) }, 201)
      : jsonResponse({ data: cart(KEY, 2) });
  await store.addToEcomCart(5, 2, 900);
  expect(storage.getItem('bd_ecom_cart')).toBe(KEY);
  expect(store.$ecomCartCount.get()).toBe(2);
  expect(fetchMock.calls.every((call) => call.headers.get('x-user-ref') === 'member-ref')).toBe(true);
  expect(store.$addedFlash.get()).toBe(true);
  jest.advanceTimersByTime(300);
  expect(store.$addedFlash.get()).toBe(false);
  expect(tracked).toEqual([{ value: 1800, currency: 'THB', content_ids: ['5'], num_items: 2 }]);
});

test('a cart the server closed (410) is replaced once by a new one', async () => {
  storage.setItem('bd_ecom_cart', KEY);
  handler = (request) => {
    if (request.url.includes(KEY))
      return jsonResponse({ message: 'ตะกร้านี้สั่งซื้อไปแล้ว', errors: [], status: 410 }, 410);
    if (request.url.endsWith('/carts')) return jsonResponse({ data: cart(NEW_KEY, 0) }, 201);
    return jsonResponse({ data: cart(NEW_KEY, 1) });
  };
  await store.addToEcomCart(5, 1, 900);
  expect(storage.getItem('bd_ecom_cart')).toBe(NEW_KEY);
  expect(store.$ecomCart.get()?.key).toBe(NEW_KEY);
});

test('a fetch error resets the cart below 500 and keeps it on a server error (spec §4)', async () => {
  storage.setItem('bd_ecom_cart', KEY);
  handler = () => jsonResponse({ message: 'boom', errors: [], status: 500 }, 500);
  await expect(store.loadEcomCart()).rejects.toThrow();
  expect(storage.getItem('bd_ecom_cart')).toBe(KEY);
  handler = () => jsonResponse({ message: 'ไม่พบตะกร้าสินค้า', errors: [], status: 404 }, 404);
  await expect(store.loadEcomCart()).rejects.toThrow();
  expect(storage.getItem('bd_ecom_cart')).toBeNull();
});

test('a failed update says so in Thai, then the server message', async () => {
  storage.setItem('bd_ecom_cart', KEY);
  handler = () => jsonResponse({ message: 'สินค้าในคลังไม่เพียงพอ', errors: [], status: 409 }, 409);
  await expect(store.setEcomCartQuantity('11111111-1111-4111-8111-111111111111', 50)).rejects.toThrow(
    'ไม่สามารถอัพเดทสินค้าในตะกร้าได้ สินค้าในคลังไม่เพียงพอ',
  );
});
