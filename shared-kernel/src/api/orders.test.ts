/** @jest-environment node */
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { clearAuthToken, setAuthToken } from './auth-token';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { ApiRequestError } from './client';
import { configureApi } from './config';
import { requestKeys } from './request-keys';
import { watchRequest } from './request-cache';
import {
  cancelOrder,
  fetchLotteryOrders,
  fetchOrder,
  fetchOrderSlip,
  fetchOrders,
  fetchReservedOrders,
  fetchSafe,
  fetchWinHistory,
  uploadPaymentSlip,
} from './orders';

const order: Order = {
  id: 12,
  code: 'OD-2611-0001',
  status: 'reserved',
  channel: 'web',
  member_name: 'สมชาย ใจดี',
  address_id: null,
  draw_date: '2026-12-01',
  store: { code: 'store-1', name: 'ร้านโชคดี', user_code: 'dealer-1' },
  ticket_count: 2,
  total_amount: 200,
  pay_before: '2026-11-21T11:30:00.000Z',
  now: '2026-11-21T11:00:00.000Z',
  payment_channel: null,
  has_slip: false,
  slip_uploaded_at: null,
  confirmed_at: null,
  rejected_reason: null,
  created_at: '2026-11-21T11:00:00.000Z',
  order_items: [
    { ticket_id: 1, number: '123456', set_no: 12, price: 100 },
    { ticket_id: 2, number: '654321', set_no: 3, price: 100 },
  ],
  payment: {
    bank_name: 'KBANK',
    account_number: '1234567890',
    account_name: 'ร้านโชคดี',
    promptpay_id: '0812345678',
    promptpay_qr: 'data:image/svg+xml;base64,PHN2Zy8+',
  },
};
const page = { data: [order], meta: { page: 2, per_page: 10, total: 11, last_page: 2 } };
const safe = [
  {
    draw_date: '2026-12-01',
    has_results: false,
    tickets: [
      {
        ticket_id: 1,
        number: '123456',
        set_no: 12,
        price: 100,
        order_code: order.code,
        store_name: 'ร้านโชคดี',
      },
    ],
  },
];
const wins = {
  data: [
    {
      ticket_id: 1,
      number: '123456',
      set_no: 12,
      order_code: order.code,
      draw_date: '2026-11-16',
      prizes: [{ tier: 'last2', name: 'รางวัลเลขท้าย 2 ตัว', amount: 2000 }],
      amount: 2000,
    },
  ],
  meta: { draws: [{ draw_date: '2026-11-16', has_results: true, ticket_count: 1 }], total_amount: 2000 },
};

let fetchMock: FetchMock;

function serve(routes: Record<string, { status?: number; body: unknown } | (() => Response)>): FetchMock {
  fetchMock = mockFetch((req) => {
    const { pathname } = new URL(req.url);
    const route = routes[`${req.method} ${pathname}`];
    if (typeof route === 'function') return route();
    return route
      ? jsonResponse(route.body, route.status ?? 200)
      : jsonResponse({ message: 'ไม่พบคำสั่งซื้อ', errors: [], status: 404 }, 404);
  });
  return fetchMock;
}

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => {
  fetchMock.restore();
  clearAuthToken();
});

test('an order, the history pages and the awaiting list come from /public/bos/v1/orders with the token', async () => {
  setAuthToken('tok');
  const { calls } = serve({
    'GET /public/bos/v1/orders/OD-2611-0001': { body: { data: order } },
    'GET /public/bos/v1/orders': { body: page },
    'GET /public/bos/v1/orders/lotteries': { body: page },
    'GET /public/bos/v1/orders/reserved': { body: { data: [order], meta: page.meta } },
  });
  await expect(fetchOrder('OD-2611-0001')).resolves.toEqual(order);
  await expect(fetchOrders({ page: 2, status: undefined })).resolves.toEqual(page);
  await expect(fetchLotteryOrders({ page: 1, per_page: 5 })).resolves.toEqual(page);
  await expect(fetchReservedOrders()).resolves.toEqual([order]);
  expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  expect(calls[1]?.url).toBe('http://api.test/public/bos/v1/orders?page=2');
  expect(calls[2]?.url).toBe('http://api.test/public/bos/v1/orders/lotteries?page=1&per_page=5');
});

test('an unknown order rejects with the Thai 404', async () => {
  serve({});
  const error = await fetchOrder('NOPE').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect((error as ApiRequestError).error).toEqual({ message: 'ไม่พบคำสั่งซื้อ', errors: [], status: 404 });
});

test('a slip goes as multipart with its channel; the answer is the updated order', async () => {
  const uploaded = { ...order, status: 'slip_uploaded', has_slip: true, payment_channel: 'promptpay' };
  const { calls } = serve({
    'POST /public/bos/v1/orders/12/payment-slip': { status: 201, body: { data: uploaded } },
  });
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'slip.jpg', { type: 'image/jpeg' });
  await expect(uploadPaymentSlip(12, file, 'promptpay')).resolves.toEqual(uploaded);
  const sent = await calls[0]!.formData();
  expect(sent.get('payment_channel')).toBe('promptpay');
  const sentFile = sent.get('file') as File;
  expect(sentFile.name).toBe('slip.jpg');
  expect(sentFile.size).toBe(3);
  expect(calls[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
});

test('a refused slip keeps the server’s Thai message and status', async () => {
  const refusal = {
    message: 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB',
    errors: [{ field: 'file', message: 'x' }],
    status: 413,
  };
  serve({ 'POST /public/bos/v1/orders/12/payment-slip': { status: 413, body: refusal } });
  const error = await uploadPaymentSlip(12, new Blob(['x'])).catch((e: unknown) => e);
  expect((error as ApiRequestError).error).toEqual(refusal);
});

test('cancel posts to the order code', async () => {
  const cancelled = { ...order, status: 'cancelled' };
  const { calls } = serve({
    'POST /public/bos/v1/orders/OD-2611-0001/cancel': { body: { data: cancelled } },
  });
  await expect(cancelOrder('OD-2611-0001')).resolves.toEqual(cancelled);
  expect(calls[0]?.method).toBe('POST');
});

test('a cancel or a slip reads the orders again wherever they are shown (the badge, the lists)', async () => {
  serve({
    'POST /public/bos/v1/orders/OD-2611-0001/cancel': { body: { data: { ...order, status: 'cancelled' } } },
    'POST /public/bos/v1/orders/12/payment-slip': { body: { data: { ...order, status: 'slip_uploaded' } } },
  });
  const count = jest.fn(async () => 1);
  const list = jest.fn(async () => []);
  const stop = [
    watchRequest(requestKeys.orders.reservedCount, count, () => undefined),
    watchRequest(requestKeys.orders.list(1), list, () => undefined),
  ];
  await Promise.resolve(); // the first reads start just after the subscribing commit
  expect(count).toHaveBeenCalledTimes(1);

  await cancelOrder('OD-2611-0001');
  expect(count).toHaveBeenCalledTimes(2);
  expect(list).toHaveBeenCalledTimes(2);
  await uploadPaymentSlip(12, new Blob(['x']));
  expect(count).toHaveBeenCalledTimes(3);
  stop.forEach((leave) => leave());
});

test('a failed cancel leaves what is shown alone', async () => {
  serve({});
  const count = jest.fn(async () => 1);
  const stop = watchRequest(requestKeys.orders.reservedCount, count, () => undefined);
  await Promise.resolve();
  await expect(cancelOrder('OD-2611-0001')).rejects.toBeInstanceOf(ApiRequestError);
  expect(count).toHaveBeenCalledTimes(1);
  stop();
});

test('the safe and the win history pass the draw date only when given', async () => {
  const { calls } = serve({
    'GET /public/bos/v1/orders/bag': { body: { data: safe } },
    'GET /public/bos/v1/orders/bag/win-lotteries': { body: wins },
  });
  await expect(fetchSafe()).resolves.toEqual(safe);
  await expect(fetchWinHistory('2026-11-16')).resolves.toEqual(wins);
  expect(calls[0]?.url).toBe('http://api.test/public/bos/v1/orders/bag');
  expect(calls[1]?.url).toBe('http://api.test/public/bos/v1/orders/bag/win-lotteries?draw_date=2026-11-16');
});

test('the member’s slip comes back as a blob with the bearer token', async () => {
  setAuthToken('tok');
  const { calls } = serve({
    'GET /public/bos/v1/orders/OD-2611-0001/payment-slip': () =>
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
  });
  const blob = await fetchOrderSlip('OD-2611-0001');
  expect(blob.type).toBe('image/png');
  expect(blob.size).toBe(3);
  expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
});

test('a missing slip rejects with the API’s message; a dead network with the Thai network text', async () => {
  serve({});
  await expect(fetchOrderSlip('NOPE')).rejects.toMatchObject({
    error: { status: 404, message: 'ไม่พบคำสั่งซื้อ' },
  });
  fetchMock.restore();
  fetchMock = mockFetch(() => Promise.reject(new TypeError('fetch failed')));
  await expect(fetchOrderSlip('OD-2611-0001')).rejects.toMatchObject({
    error: { status: 0, message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้' },
  });
});
