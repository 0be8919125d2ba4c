import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { createLotteryOrder, fetchCart, removeCartItem } from '../../api/lottery-cart';
import { fetchCurrentDraw } from '@chokdee/shared-kernel/api/lottery';
import { fetchAddresses } from '@chokdee/shared-kernel/api/member';
import { fetchStore } from '@chokdee/shared-kernel/api/stores';
import { on } from '@chokdee/shared-kernel/events';
import type { Address } from '@chokdee/shared-contract/schemas/address';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { $intentUrl } from '@chokdee/shared-kernel/stores/intent';
import { BUYER_REQUIREMENT_MESSAGES } from '@chokdee/shared-contract/rules/buyer-requirements';
import { resetCart } from '../../stores/lottery-cart';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { CART_ID, cartFixture, cartItemFixture } from '../../features/cart/__fixtures__/cart';
import { storeInfoFixture } from '../../features/stores/__fixtures__/stores';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { $cartOpener } from '../../stores/cart-opener';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/stores', () => ({ fetchStore: jest.fn(), fetchStores: jest.fn() }));
jest.mock('@chokdee/shared-kernel/api/lottery', () => ({
  fetchCurrentDraw: jest.fn(),
  fetchLotteryResults: jest.fn(),
  fetchLotteryDraws: jest.fn(),
}));
jest.mock('../../api/lottery-cart', () => ({
  createCart: jest.fn(),
  addCartItem: jest.fn(),
  addCartGroup: jest.fn(),
  removeCartItem: jest.fn(),
  fetchCart: jest.fn(),
  deleteCart: jest.fn(),
  createLotteryOrder: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/api/member', () => ({ fetchAddresses: jest.fn() }));
jest.mock('../../features/number-search/api/search-tickets', () => ({
  searchTickets: jest.fn(),
  SEARCH_LIMIT: 60,
}));

const store = jest.mocked(fetchStore);
const getCart = jest.mocked(fetchCart);
const removeItem = jest.mocked(removeCartItem);
const order = jest.mocked(createLotteryOrder);
const addresses = jest.mocked(fetchAddresses);

const STORE = { code: 'S1', userRef: 'dealer-1' };
const items = [cartItemFixture('001234', 2), cartItemFixture('551299', 1)];
const home: Address = {
  id: 1,
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  tel: '0812345678',
  address: '99/1 ถนนพหลโยธิน',
  sub_district: 'ลาดยาว',
  district: 'จตุจักร',
  province: 'กรุงเทพมหานคร',
  zip_code: '10900',
};

function orderFixture(code: string): Order {
  return {
    id: 1,
    code,
    status: 'reserved',
    channel: 'web',
    member_name: 'สมชาย ใจดี',
    address_id: null,
    draw_date: '2026-12-01',
    store: { code: 'S1', name: 'ร้านโชคดีมีชัย', user_code: 'dealer-1' },
    ticket_count: 3,
    total_amount: 240,
    pay_before: '2026-11-21T18:30:00+07:00',
    now: '2026-11-21T18:00:00+07:00',
    payment_channel: null,
    has_slip: false,
    slip_uploaded_at: null,
    confirmed_at: null,
    rejected_reason: null,
    created_at: '2026-11-21T18:00:00+07:00',
    order_items: [],
    payment: {
      bank_name: 'KBANK',
      account_number: null,
      account_name: null,
      promptpay_id: null,
      promptpay_qr: null,
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  resetCart();
  setCurrentStore(null);
  setAuthToken('member-token');
  setUser(authUserFixture());
  window.history.replaceState(null, '', '/');
  localStorage.setItem('cart::S1', CART_ID);
  store.mockReset().mockResolvedValue(storeInfoFixture());
  jest.mocked(fetchCurrentDraw).mockReset().mockRejectedValue(new Error('offline'));
  getCart.mockReset().mockImplementation(async () => cartFixture(items));
  removeItem.mockReset();
  order.mockReset();
  addresses.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  setUser(null);
  clearAuthToken();
});

/** The store page with the member's cart loaded, and its panel open. */
async function openPanel() {
  const view = await renderRoute(appRoutes, '/dealers/dealer-1');
  await screen.findByRole('button', { name: /ตะกร้าสินค้า \(3\)/ });
  act(() => $cartOpener.get()?.());
  return { view, dialog: screen.getByRole('dialog', { name: 'ตะกร้าสินค้า' }) };
}

async function goToCheckout(user: ReturnType<typeof userEvent.setup>) {
  const { dialog } = await openPanel();
  await user.click(within(dialog).getByRole('button', { name: 'สั่งซื้อ' }));
  return screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
}

describe('cart panel', () => {
  it('lists the numbers, set numbers, quantities, prices, totals and the countdown', async () => {
    const { dialog } = await openPanel();
    const rows = within(within(dialog).getByRole('list', { name: 'สลากในตะกร้า' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('001234');
    expect(rows[0]).toHaveTextContent('ชุดที่ 10, 11');
    expect(rows[0]).toHaveTextContent('80 บาท × 2 ใบ');
    expect(rows[0]).toHaveTextContent('160 บาท');
    expect(dialog).toHaveTextContent('จำนวนทั้งหมด3 ใบ');
    expect(dialog).toHaveTextContent('ราคารวม240 บาท');
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/เหลือเวลาจอง 1[45]:\d\d/);
  });

  it('asks before deleting, and deleting the only item resets the cart', async () => {
    const user = userEvent.setup();
    getCart.mockResolvedValue(cartFixture([cartItemFixture('001234', 3)]));
    removeItem.mockResolvedValue(cartFixture([]));
    const { dialog } = await openPanel();

    await user.click(within(dialog).getByRole('button', { name: 'ลบเลข 001234 ออกจากตะกร้า' }));
    const confirm = screen.getByRole('alertdialog', { name: 'ยืนยัน' });
    expect(confirm).toHaveTextContent('คุณต้องการนำสินค้านี้ออกจากตะกร้า ?');
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(removeItem).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'ลบเลข 001234 ออกจากตะกร้า' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));

    expect(await within(dialog).findByText('ไม่พบสินค้าในตะกร้า')).toBeInTheDocument();
    expect(removeItem).toHaveBeenCalledWith(CART_ID, '001234', undefined, STORE);
    expect(localStorage.getItem('cart::S1')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'เลือกซื้อสินค้า' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows หมดเวลา and blocks ordering once the reservation ran out', async () => {
    const now = Math.floor(Date.now() / 1000);
    getCart.mockResolvedValue(cartFixture(items, { nowUnix: now, expireUnix: now - 1 }));
    const { dialog } = await openPanel();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('หมดเวลา');
    expect(within(dialog).getByRole('button', { name: 'สั่งซื้อ' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('หมดเวลาจองสลากแล้ว');
  });
});

describe('checkout', () => {
  it('requires the customer name', async () => {
    const user = userEvent.setup();
    const form = await goToCheckout(user);
    const name = within(form).getByLabelText('* ชื่อผู้สั่งซื้อ');
    expect(name).toHaveValue('สมชาย ใจดี');
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    expect(within(form).getByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(order).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toBeInTheDocument();
  });

  it('refetches the cart, orders with an Idempotency-Key, resets the cart and opens the order after 1 s', async () => {
    const user = userEvent.setup();
    addresses.mockResolvedValue([home]);
    order.mockResolvedValue(orderFixture('OD-0001'));
    const checkouts: unknown[] = [];
    const completed: unknown[] = [];
    const offCheckout = on('track:InitiateCheckout', (payload) => checkouts.push(payload));
    const offCompleted = on('track:OrderCompleted', (payload) => completed.push(payload));
    const form = await goToCheckout(user);
    // Spec §9: checkout starts when the member goes on to the order form, before any order.
    expect(checkouts).toEqual([
      { value: 240, currency: 'THB', content_ids: ['001234', '551299'], num_items: 3 },
    ]);
    expect(completed).toEqual([]);

    const delivery = within(form).getByRole('radiogroup', { name: 'ที่อยู่จัดส่ง' });
    expect(delivery).toHaveAccessibleDescription(/สลากที่ซื้อจะเก็บไว้ในตู้เซฟของท่าน/);
    const homeChoice = await within(delivery).findByRole('radio', { name: /บ้าน/ });
    expect(homeChoice).toHaveAccessibleName(/บ้าน.*สมชาย ใจดี · 081 234 5678.*99\/1 ถนนพหลโยธิน/);
    expect(within(delivery).getByRole('radio', { name: 'ไม่ต้องจัดส่ง เก็บไว้ในตู้เซฟ' })).toBeChecked();
    await user.click(homeChoice);
    const fetchesBefore = getCart.mock.calls.length;
    await user.click(within(form).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));

    expect(await within(form).findByText('สั่งซื้อสำเร็จ กำลังนำท่านไปสู่หน้าการสั่งซื้อ...')).toBeInTheDocument();
    expect(getCart.mock.calls.length).toBe(fetchesBefore + 1);
    expect(order).toHaveBeenCalledWith(
      { channel: 'web', member_name: 'สมชาย ใจดี', cart_key: CART_ID, address_id: 1 },
      STORE,
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    expect(checkouts).toHaveLength(1);
    expect(completed).toEqual([
      { value: 240, currency: 'THB', content_ids: ['001234', '551299'], num_items: 3, order_code: 'OD-0001' },
    ]);
    expect(localStorage.getItem('cart::S1')).toBeNull();
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(window.location.pathname).toBe('/orders/OD-0001'), { timeout: 2000 });
    offCheckout();
    offCompleted();
  });

  it('shows the spec’s failure text and retries the same attempt with the same key', async () => {
    const user = userEvent.setup();
    order
      .mockRejectedValueOnce(new ApiRequestError({ message: 'ระบบขัดข้อง', errors: [], status: 503 }))
      .mockRejectedValueOnce(new ApiRequestError({ message: 'ตะกร้าหมดเวลาแล้ว', errors: [], status: 410 }))
      .mockResolvedValueOnce(orderFixture('OD-0002'));
    const completed: string[] = [];
    const off = on('track:OrderCompleted', (payload) => completed.push(payload.order_code));
    const form = await goToCheckout(user);
    const confirm = within(form).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' });

    await user.click(confirm);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'ไม่สามารถสั่งซื้่อได้ กรุณาติดต่อผู้ค้าของท่าน ระบบขัดข้อง',
    );
    expect(completed).toEqual([]); // a failed order completes nothing
    await user.click(confirm);
    expect(await within(form).findByRole('alert')).toHaveTextContent('ตะกร้าหมดเวลาแล้ว');
    await user.click(confirm);
    await within(form).findByText('สั่งซื้อสำเร็จ กำลังนำท่านไปสู่หน้าการสั่งซื้อ...');

    const keys = order.mock.calls.map((call) => call[2]?.idempotencyKey);
    expect(keys[1]).toBe(keys[0]); // no answer to the first: the same attempt again
    expect(keys[2]).not.toBe(keys[1]); // the server refused the second: a new attempt
    expect(completed).toEqual(['OD-0002']);
    off();
  });

  it('an order refused until the phone is verified says so and leads to verifying it, then back to the store', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/dealers/dealer-1');
    order.mockRejectedValue(
      new ApiRequestError({
        message: BUYER_REQUIREMENT_MESSAGES.phone_not_verified,
        errors: [],
        status: 403,
        code: 'phone_not_verified',
      }),
    );
    const form = await goToCheckout(user);
    await user.click(within(form).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(BUYER_REQUIREMENT_MESSAGES.phone_not_verified);
    await user.click(within(alert).getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }));
    expect(window.location.pathname).toBe('/members/verify-phone');
    expect($intentUrl.get()).toBe('/dealers/dealer-1');
  });

  it("a refused address ('กรุณาเลือกที่อยู่') reads the list again and goes once another is chosen", async () => {
    const user = userEvent.setup();
    const office: Address = { ...home, id: 2, name: 'ที่ทำงาน' };
    addresses.mockResolvedValue([home, office]);
    order.mockRejectedValue(
      new ApiRequestError({
        message: 'กรุณาเลือกที่อยู่',
        errors: [{ field: 'address_id', message: 'กรุณาเลือกที่อยู่' }],
        status: 422,
      }),
    );
    const form = await goToCheckout(user);
    await user.click(await within(form).findByRole('radio', { name: /บ้าน/ }));
    // Removed elsewhere meanwhile: the server no longer has it.
    addresses.mockResolvedValue([office]);
    await user.click(within(form).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('กรุณาเลือกที่อยู่');
    await waitFor(() => expect(within(form).queryByRole('radio', { name: /บ้าน/ })).not.toBeInTheDocument());
    await user.click(within(form).getByRole('radio', { name: /ที่ทำงาน/ }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the cart total changed, and orders anyway on สั่งซื้อต่อ', async () => {
    const user = userEvent.setup();
    order.mockResolvedValue(orderFixture('OD-0003'));
    const form = await goToCheckout(user);
    getCart.mockResolvedValue(cartFixture([cartItemFixture('001234', 2, 90), cartItemFixture('551299', 1)]));
    await user.click(within(form).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    const warning = await screen.findByRole('alertdialog', { name: 'ราคาสินค้ามีการเปลี่ยนแปลง' });
    expect(order).not.toHaveBeenCalled();
    await user.click(within(warning).getByRole('button', { name: 'สั่งซื้อต่อ' }));
    await within(form).findByText('สั่งซื้อสำเร็จ กำลังนำท่านไปสู่หน้าการสั่งซื้อ...');
    expect(order).toHaveBeenCalledTimes(1);
  });

  it('says when the addresses cannot be read, and still lets the member order without delivery', async () => {
    const user = userEvent.setup();
    addresses.mockRejectedValue(new ApiRequestError({ message: 'x', errors: [], status: 503 }));
    const form = await goToCheckout(user);
    expect(await within(form).findByText('ไม่สามาถดึงข้อมูลที่อยู่ได้')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'ไม่ต้องจัดส่ง เก็บไว้ในตู้เซฟ' })).toBeChecked();
  });
});
