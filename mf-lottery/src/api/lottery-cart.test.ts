/** @jest-environment node */
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import type { LotteryCartResponse } from '@chokdee/shared-contract/schemas/lottery-cart';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { createCart, createLotteryOrder, deleteCart, fetchCart, removeCartItem } from './lottery-cart';

const CART_ID = '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const STORE = { code: 'S1', userRef: 'dealer-1' };
const emptyCart: LotteryCartResponse = {
  data: [],
  meta: {
    id: CART_ID,
    store_code: 'S1',
    draw_date: '2026-12-01',
    total_quantity: 0,
    total_price: 0,
    expire_unix: 1_795_000_900,
    now_unix: 1_795_000_000,
    isGroup: false,
    groupNumber: null,
    groupQuantity: null,
  },
};
const order = {
  id: 1,
  code: 'OD-0001',
  status: 'reserved',
  channel: 'web',
  member_name: 'สมชาย',
  address_id: null,
  draw_date: '2026-12-01',
  store: { code: 'S1', name: 'ร้านโชคดี', user_code: 'dealer-1' },
  ticket_count: 1,
  total_amount: 80,
  pay_before: '2026-11-21T18:30:00+07:00',
  now: '2026-11-21T18:00:00+07:00',
  payment_channel: null,
  has_slip: false,
  slip_uploaded_at: null,
  confirmed_at: null,
  rejected_reason: null,
  created_at: '2026-11-21T18:00:00+07:00',
  order_items: [{ ticket_id: 9, number: '123456', set_no: 10, price: 80 }],
  payment: {
    bank_name: 'KBANK',
    account_number: null,
    account_name: null,
    promptpay_id: null,
    promptpay_qr: null,
  },
};

let fetchMock: FetchMock | undefined;

beforeEach(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => fetchMock?.restore());

describe('lottery cart calls', () => {
  it('creates a cart with the store headers and the optional captcha token', async () => {
    fetchMock = mockFetch(() => jsonResponse(emptyCart, 201));
    await expect(createCart(STORE, { greToken: 'gre' })).resolves.toEqual(emptyCart);
    const call = fetchMock.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('x-user-ref')).toBe('dealer-1');
    expect(call.headers.get('x-store-code')).toBe('S1');
    expect(call.headers.get('x-gre-token')).toBe('gre');
  });

  it('sends the quantity on delete and is_group on fetch', async () => {
    fetchMock = mockFetch(() => jsonResponse(emptyCart));
    await removeCartItem(CART_ID, '012345', 2, STORE);
    await fetchCart(CART_ID, STORE, { isGroup: true });
    await fetchCart(CART_ID, STORE);
    const urls = fetchMock.calls.map((c) => new URL(c.url));
    expect(urls[0]!.pathname).toBe(`/public/v2/carts/${CART_ID}/items/012345`);
    expect(urls[0]!.search).toBe('?quantity=2');
    expect(urls[1]!.search).toBe('?is_group=true');
    expect(urls[2]!.search).toBe('');
  });

  it('deletes a cart (204, no body)', async () => {
    fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    await expect(deleteCart(CART_ID, STORE)).resolves.toBeUndefined();
    expect(fetchMock.calls[0]!.method).toBe('DELETE');
  });

  it('orders the cart with the Idempotency-Key and both store headers', async () => {
    fetchMock = mockFetch(() => jsonResponse({ data: order }, 201));
    const body = { channel: 'web' as const, member_name: 'สมชาย', cart_key: CART_ID, address_id: null };
    await expect(createLotteryOrder(body, STORE, { idempotencyKey: 'key-1' })).resolves.toMatchObject({
      code: 'OD-0001',
    });
    const call = fetchMock.calls[0]!;
    const url = new URL(call.url);
    expect(url.pathname).toBe('/public/bos/v1/orders/lottery-shelf');
    expect(url.searchParams.get('includes')).toBe('order_items');
    expect(call.headers.get('idempotency-key')).toBe('key-1');
    expect(call.headers.get('x-store-code')).toBe('S1');
    expect(call.headers.get('x-user-ref')).toBe('dealer-1');
    expect(await call.json()).toEqual(body);
  });
});
