/** @jest-environment node */
import type { DealerOrder } from '@chokdee/shared-contract/schemas/order';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { fetchDealerOrderSlip, fetchDealerOrders, postDealerLogin, postSlipDecision } from './dealer';

const order: DealerOrder = {
  id: 12,
  code: 'OD-2611-0001',
  status: 'slip_uploaded',
  channel: 'web',
  member_name: 'สมชาย ใจดี',
  member_tel: '0812345678',
  address_id: null,
  draw_date: '2026-12-01',
  store: { code: 'store-1', name: 'ร้านโชคดี', user_code: 'dealer-1' },
  ticket_count: 1,
  total_amount: 100,
  pay_before: '2026-11-21T11:30:00.000Z',
  now: '2026-11-21T11:00:00.000Z',
  payment_channel: 'bank_transfer',
  has_slip: true,
  slip_uploaded_at: '2026-11-21T11:05:00.000Z',
  confirmed_at: null,
  rejected_reason: null,
  created_at: '2026-11-21T11:00:00.000Z',
  order_items: [{ ticket_id: 1, number: '123456', set_no: 12, price: 100 }],
  payment: {
    bank_name: null,
    account_number: null,
    account_name: null,
    promptpay_id: null,
    promptpay_qr: null,
  },
};

let fetchMock: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => {
  fetchMock.restore();
  clearAuthToken();
});

test('dealer login posts tel and password and answers the token', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: { token: 'dealer-tok' } }));
  await expect(postDealerLogin({ tel: '0812345678', password: 'dealer1234' })).resolves.toBe('dealer-tok');
  const sent = fetchMock.calls[0]!;
  expect(sent.url).toBe('http://api.test/public/bos/v1/dealer/auth/login');
  await expect(sent.json()).resolves.toEqual({ tel: '0812345678', password: 'dealer1234' });
});

test('a wrong pair rejects with the Thai 401', async () => {
  const refusal = { message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', errors: [], status: 401 };
  fetchMock = mockFetch(() => jsonResponse(refusal, 401));
  await expect(postDealerLogin({ tel: '0812345678', password: 'x' })).rejects.toMatchObject({
    error: refusal,
  });
});

test('the store’s orders by status, with the buyer’s phone (absent is fine)', async () => {
  setAuthToken('dealer-tok');
  const { member_tel: _tel, ...withoutTel } = order;
  const page = {
    data: [order, { ...withoutTel, code: 'OD-2' }],
    meta: { page: 1, per_page: 20, total: 2, last_page: 1 },
  };
  fetchMock = mockFetch(() => jsonResponse(page));
  const answer = await fetchDealerOrders({ status: 'slip_uploaded', per_page: 20 });
  expect(answer.data.map((o) => o.member_tel)).toEqual(['0812345678', undefined]);
  expect(fetchMock.calls[0]?.url).toBe(
    'http://api.test/public/bos/v1/dealer/orders?status=slip_uploaded&per_page=20',
  );
  expect(fetchMock.calls[0]?.headers.get('authorization')).toBe('Bearer dealer-tok');
});

test('the slip comes as a blob with the dealer token', async () => {
  setAuthToken('dealer-tok');
  fetchMock = mockFetch(
    () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  );
  const blob = await fetchDealerOrderSlip('OD-2611-0001');
  expect(blob.type).toBe('application/pdf');
  expect(fetchMock.calls[0]?.url).toBe('http://api.test/public/bos/v1/dealer/orders/OD-2611-0001/slip');
  expect(fetchMock.calls[0]?.headers.get('authorization')).toBe('Bearer dealer-tok');
});

test('a slip the dealer may not see rejects with 403', async () => {
  fetchMock = mockFetch(() => jsonResponse({ message: 'คุณไม่มีสิทธิ์ทำรายการนี้', errors: [], status: 403 }, 403));
  await expect(fetchDealerOrderSlip('OD-2611-0001')).rejects.toMatchObject({ status: 403 });
});

test('a decision posts the body and answers the order', async () => {
  const confirmed = { ...order, status: 'ordered' as const, confirmed_at: '2026-11-21T11:10:00.000Z' };
  fetchMock = mockFetch(() => jsonResponse({ data: confirmed }));
  await expect(postSlipDecision('OD-2611-0001', { decision: 'reject', reason: 'ยอดไม่ตรง' })).resolves.toEqual(
    confirmed,
  );
  expect(fetchMock.calls[0]?.url).toBe(
    'http://api.test/public/bos/v1/dealer/orders/OD-2611-0001/slip-decision',
  );
  await expect(fetchMock.calls[0]?.json()).resolves.toEqual({ decision: 'reject', reason: 'ยอดไม่ตรง' });
});
