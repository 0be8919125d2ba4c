import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { addCartItem, createCart, fetchCart } from '../../api/lottery-cart';
import { fetchCurrentDraw } from '@chokdee/shared-kernel/api/lottery';
import { fetchStore } from '@chokdee/shared-kernel/api/stores';
import { on } from '@chokdee/shared-kernel/events';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { $currentStore, setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { $intentUrl, clearIntent } from '@chokdee/shared-kernel/stores/intent';
import { resetCart } from '../../stores/lottery-cart';
import { BUYER_REQUIREMENT_MESSAGES } from '@chokdee/shared-contract/rules/buyer-requirements';
import { CART_ID, cartFixture, cartItemFixture } from '../../features/cart/__fixtures__/cart';
import { searchTickets } from '../../features/number-search/api/search-tickets';
import { offerFixture, searchResultFixture } from '../../features/number-search/__fixtures__/offers';
import { storeInfoFixture } from '../../features/stores/__fixtures__/stores';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { $cartOpener } from '../../stores/cart-opener';
import { appRoutes } from '../app-routes';

// The network is mocked at the kernel's fetchers; the kernel cart store and rules run for real.
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
const draw = jest.mocked(fetchCurrentDraw);
const search = jest.mocked(searchTickets);
const create = jest.mocked(createCart);
const addItem = jest.mocked(addCartItem);
const getCart = jest.mocked(fetchCart);

const STORE = { code: 'S1', userRef: 'dealer-1' };

beforeEach(() => {
  localStorage.clear();
  resetCart();
  setCurrentStore(null);
  clearIntent();
  setAuthToken('member-token');
  window.history.replaceState(null, '', '/');
  store.mockReset().mockResolvedValue(storeInfoFixture());
  draw.mockReset().mockRejectedValue(new ApiRequestError({ message: 'down', errors: [], status: 503 }));
  search
    .mockReset()
    .mockResolvedValue(searchResultFixture('__12__', [offerFixture('001234'), offerFixture('551299')]));
  create.mockReset().mockResolvedValue(cartFixture([]));
  addItem.mockReset();
  getCart.mockReset();
});

afterEach(() => {
  clearAuthToken();
  jest.useRealTimers();
});

describe('dealer store page', () => {
  it('shows the store header, remembers it as the current store and formats its contacts', async () => {
    await renderRoute(appRoutes, '/dealers/dealer-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ร้านโชคดีมีชัย' })).toBeInTheDocument();
    expect(store).toHaveBeenCalledWith('dealer-1');
    expect(screen.getByText('ยืนยันตัวตนแล้ว')).toBeInTheDocument();
    expect(screen.getByText('เปิดขาย')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '081 234 5678' })).toHaveAttribute('href', 'tel:0812345678');
    const facebook = screen.getByRole('link', { name: 'เพจ Facebook ของร้าน' });
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/chokdee');
    expect(screen.getByRole('link', { name: '@chokdee' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('80 บาท')).toBeInTheDocument();
    expect(screen.getByText('100 บาท')).toBeInTheDocument();
    expect($currentStore.get()).toEqual({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดีมีชัย' });
  });

  it('says the store is not found on a 404, clears the current store and links to /dealers', async () => {
    setCurrentStore({ code: 'OLD', userRef: 'old-dealer', name: 'ร้านเก่า' });
    store.mockRejectedValue(new ApiRequestError({ message: 'ไม่พบร้านค้า', errors: [], status: 404 }));
    await renderRoute(appRoutes, '/dealers/nobody');
    expect(await screen.findByRole('heading', { name: 'ไม่พบร้านค้า' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูร้านค้าทั้งหมด' })).toHaveAttribute('href', '/dealers');
    await waitFor(() => expect($currentStore.get()).toBeNull());
  });

  it('offers a retry when the store cannot be loaded', async () => {
    store.mockRejectedValueOnce(new ApiRequestError({ message: 'ระบบขัดข้อง', errors: [], status: 503 }));
    const user = userEvent.setup();
    await renderRoute(appRoutes, '/dealers/dealer-1');
    expect(await screen.findByText('โหลดข้อมูลร้านค้าไม่สำเร็จ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ร้านโชคดีมีชัย' })).toBeInTheDocument();
  });

  it('does not sell while the setting is incomplete', async () => {
    store.mockResolvedValue(
      storeInfoFixture({
        user: { ...storeInfoFixture().user, sale_prices: [{ type: 'small_set', price: 80 }] },
      }),
    );
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    expect(await screen.findByRole('heading', { name: 'ร้านค้ายังตั้งค่าไม่ครบ' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'เลขที่พบในร้านนี้' })).toHaveTextContent('001234');
    expect(screen.queryByRole('button', { name: /เพิ่มลงตะกร้า/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สุ่มเลข' })).not.toBeInTheDocument();
  });

  it('shows the sale closed when the store is not open', async () => {
    store.mockResolvedValue(storeInfoFixture({ is_store_open: false }));
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    expect(await screen.findByRole('heading', { name: 'ปิดการขาย' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'เลขที่พบในร้านนี้' });
    expect(screen.queryByRole('button', { name: /เพิ่มลงตะกร้า/ })).not.toBeInTheDocument();
  });

  it('closes the sale by the draw window on the server clock, even when the store flag says open', async () => {
    draw.mockResolvedValue({
      id: 1,
      draw_date: '2026-12-01',
      sale_start_date: '2020-01-01T00:00:00+07:00',
      sale_end_date: '2020-01-10T00:00:00+07:00',
      is_sale_open: true,
      has_results: false,
    });
    await renderRoute(appRoutes, '/dealers/dealer-1');
    expect(await screen.findByRole('heading', { name: 'ปิดการขาย' })).toBeInTheDocument();
  });

  it('searches the store, lists numbers with counts and prices, and adds the chosen quantity to the cart', async () => {
    const user = userEvent.setup();
    const added: unknown[] = [];
    const off = on('track:AddToCart', (payload) => added.push(payload));
    addItem.mockResolvedValue(cartFixture([cartItemFixture('001234', 2)]));
    const view = await renderRoute(appRoutes, '/dealers/dealer-1');
    await screen.findByRole('heading', { level: 1, name: 'ร้านโชคดีมีชัย' });

    await user.click(screen.getByRole('textbox', { name: 'หลักที่ 3' }));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(view.pathname()).toBe('/dealers/dealer-1');
    await waitFor(() => expect(search).toHaveBeenCalledWith({ pattern: '__12__', store: 'S1' }));

    const results = await screen.findByRole('list', { name: 'เลขที่พบในร้านนี้' });
    const row = within(results).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent('001234');
    expect(row).toHaveTextContent('เหลือ 5 ใบ');
    expect(row).toHaveTextContent('ใบละ 80 บาท');
    expect(screen.getByRole('link', { name: 'ค้นหาจากทุกร้าน' })).toHaveAttribute(
      'href',
      '/lotteries/search-results?pattern=__12__',
    );

    await user.click(within(row).getByRole('button', { name: 'เพิ่มจำนวน' }));
    await user.click(within(row).getByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' }));

    expect(await screen.findByRole('status')).toHaveTextContent('เพิ่มเลข 001234 จำนวน 2 ใบ ลงตะกร้าแล้ว');
    // No captcha site key configured: the cart opens without a token (spec §7 x-gre-token optional).
    expect(create).toHaveBeenCalledWith(STORE, { greToken: undefined });
    expect(addItem).toHaveBeenCalledWith(CART_ID, { number: '001234', quantity: 2 }, STORE);
    expect(localStorage.getItem('cart::S1')).toBe(CART_ID);
    expect(screen.getByRole('button', { name: /ตะกร้าสินค้า \(2\)/ })).toBeInTheDocument();
    expect(row).toHaveTextContent('เหลือ 3 ใบ');
    expect(added).toEqual([{ value: 160, currency: 'THB', content_ids: ['001234'], num_items: 2 }]);
    off();
  });

  it('keeps the stepper between 1 and the tickets left', async () => {
    const user = userEvent.setup();
    search.mockResolvedValue(searchResultFixture('__12__', [offerFixture('001234', { available: 2 })]));
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    const stepper = await screen.findByRole('group', { name: 'จำนวนสลากเลข 001234' });
    const minus = within(stepper).getByRole('button', { name: 'ลดจำนวน' });
    const plus = within(stepper).getByRole('button', { name: 'เพิ่มจำนวน' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(within(stepper).getByRole('spinbutton')).toHaveValue(2);
    expect(plus).toBeDisabled();
    const input = within(stepper).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '9{Enter}');
    expect(input).toHaveValue(2);
  });

  it('shows the server’s reason when the tickets are gone, and resets the cart', async () => {
    const user = userEvent.setup();
    localStorage.setItem('cart::S1', CART_ID);
    getCart.mockResolvedValue(cartFixture([cartItemFixture('999999')]));
    addItem.mockRejectedValue(new ApiRequestError({ message: 'เลขนี้มีไม่พอ', errors: [], status: 409 }));
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    await screen.findByRole('button', { name: /ตะกร้าสินค้า \(1\)/ });
    await user.click(await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถอัพเดทสินค้าในตะกร้าได้ เลขนี้มีไม่พอ');
    expect(localStorage.getItem('cart::S1')).toBeNull();
    expect(screen.getByRole('button', { name: /ตะกร้าสินค้า \(0\)/ })).toBeInTheDocument();
  });

  it('a cart refused for a missing birth date says so in Thai and leads to the birth-date step, back here', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/dealers/dealer-1?pattern=__12__');
    create.mockRejectedValue(
      new ApiRequestError({
        message: BUYER_REQUIREMENT_MESSAGES.date_of_birth_missing,
        errors: [],
        status: 403,
        code: 'date_of_birth_missing',
      }),
    );
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    await user.click(await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(BUYER_REQUIREMENT_MESSAGES.date_of_birth_missing));
    await user.click(within(alert).getByRole('button', { name: 'กรอกวันเกิด' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `/members/profile/edit?slim&redirect_url=${encodeURIComponent('/dealers/dealer-1?pattern=__12__')}`,
    );
    expect(addItem).not.toHaveBeenCalled();
  });

  it('sends a visitor to log in first and remembers the page', async () => {
    clearAuthToken();
    const user = userEvent.setup();
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    await user.click(await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' }));
    expect($intentUrl.get()).toBe('/dealers/dealer-1?pattern=__12__');
    expect(window.location.pathname).toBe('/members/login');
    expect(create).not.toHaveBeenCalled();
  });

  it('picks random numbers into the cart when the store allows it', async () => {
    const { addCartGroup } = jest.requireMock('../../api/lottery-cart') as {
      addCartGroup: jest.Mock;
    };
    addCartGroup.mockResolvedValue(cartFixture([cartItemFixture('101010'), cartItemFixture('202020')]));
    const user = userEvent.setup();
    await renderRoute(appRoutes, '/dealers/dealer-1');
    await user.click(await screen.findByRole('button', { name: 'สุ่มเลข' }));
    await user.selectOptions(screen.getByLabelText('จำนวนใบที่ต้องการสุ่ม'), '2');
    await user.click(screen.getByRole('button', { name: 'สุ่มเลขลงตะกร้า' }));
    expect(await screen.findByRole('status')).toHaveTextContent('สุ่มเลข 2 ใบ ลงตะกร้าแล้ว');
    expect(addCartGroup).toHaveBeenCalledWith(CART_ID, { quantity: 2, pattern: undefined }, STORE);
  });

  it('hides the random pick when the store does not enable it', async () => {
    store.mockResolvedValue(
      storeInfoFixture({ setting: { is_sold_out: false, enable_random_number: false } }),
    );
    await renderRoute(appRoutes, '/dealers/dealer-1');
    await screen.findByRole('heading', { level: 1, name: 'ร้านโชคดีมีชัย' });
    expect(screen.queryByRole('button', { name: 'สุ่มเลข' })).not.toBeInTheDocument();
  });

  it('opens the cart 500 ms after arriving with ?openCart=1', async () => {
    jest.useFakeTimers();
    await renderRoute(appRoutes, '/dealers/dealer-1?openCart=1');
    await screen.findByRole('heading', { level: 1, name: 'ร้านโชคดีมีชัย' });
    act(() => jest.advanceTimersByTime(440));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60));
    expect(screen.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toBeInTheDocument();
    expect(screen.getByText('ไม่พบสินค้าในตะกร้า')).toBeInTheDocument();
  });

  it('opens the cart of a legacy /cart path by store code', async () => {
    jest.useFakeTimers();
    await renderRoute(appRoutes, '/deprecated/dealers/S1/cart');
    await screen.findByRole('heading', { level: 1, name: 'ร้านโชคดีมีชัย' });
    expect(store).toHaveBeenCalledWith('S1');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toBeInTheDocument();
  });

  it('offers the buttons outside the page (header, bottom menu) to open its cart, which Escape closes', async () => {
    const user = userEvent.setup();
    await renderRoute(appRoutes, '/dealers/dealer-1');
    await screen.findByRole('heading', { level: 1, name: 'ร้านโชคดีมีชัย' });
    act(() => $cartOpener.get()?.());
    expect(screen.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
