import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCartItem, createCart } from '../../api/lottery-cart';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { $currentStore, setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { resetCart } from '../../stores/lottery-cart';
import { CART_ID, cartFixture, cartItemFixture } from '../../features/cart/__fixtures__/cart';
import { searchTickets } from '../../features/number-search/api/search-tickets';
import { offerFixture, searchResultFixture } from '../../features/number-search/__fixtures__/offers';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('../../api/lottery-cart', () => ({
  createCart: jest.fn(),
  addCartItem: jest.fn(),
  addCartGroup: jest.fn(),
  removeCartItem: jest.fn(),
  fetchCart: jest.fn(),
  deleteCart: jest.fn(),
  createLotteryOrder: jest.fn(),
}));
jest.mock('../../features/number-search/api/search-tickets', () => ({
  searchTickets: jest.fn(),
  SEARCH_LIMIT: 60,
}));

const search = jest.mocked(searchTickets);
const other = { store_code: 'S2', store_name: 'ร้านเฮงเฮง', user_code: 'dealer-2' };

beforeEach(() => {
  localStorage.clear();
  resetCart();
  setCurrentStore(null);
  setAuthToken('member-token');
  search
    .mockReset()
    .mockResolvedValue(
      searchResultFixture('____34', [
        offerFixture('001234'),
        offerFixture('101234', other),
        offerFixture('551234', { available: 1 }),
      ]),
    );
});

afterEach(() => clearAuthToken());

describe('search results across stores', () => {
  it('groups the numbers by store, each with a link to the store and the same pattern', async () => {
    await renderRoute(appRoutes, '/lotteries/search-results?pattern=____34');
    const first = await screen.findByRole('region', { name: 'ร้านโชคดีมีชัย' });
    expect(search).toHaveBeenCalledWith({ pattern: '____34', store: undefined });
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first).getByRole('link', { name: 'ไปที่ร้าน ร้านโชคดีมีชัย' })).toHaveAttribute(
      'href',
      '/dealers/dealer-1?pattern=____34',
    );
    const second = screen.getByRole('region', { name: 'ร้านเฮงเฮง' });
    expect(second).toHaveTextContent('101234');
    expect(second).toHaveTextContent('เหลือ 5 ใบ');
    expect(screen.getByRole('radio', { name: 'เลขท้าย 2 ตัว' })).toBeChecked();
  });

  it('adds from a store of the list and makes it the current store', async () => {
    const user = userEvent.setup();
    jest.mocked(createCart).mockResolvedValue(cartFixture([], { storeCode: 'S2' }));
    jest.mocked(addCartItem).mockResolvedValue(cartFixture([cartItemFixture('101234')], { storeCode: 'S2' }));
    await renderRoute(appRoutes, '/lotteries/search-results?pattern=____34');
    const second = await screen.findByRole('region', { name: 'ร้านเฮงเฮง' });
    await user.click(within(second).getByRole('button', { name: 'เพิ่มลงตะกร้า เลข 101234' }));
    expect(await screen.findByRole('status')).toHaveTextContent('เพิ่มเลข 101234 จำนวน 1 ใบ ลงตะกร้าแล้ว');
    const store = { code: 'S2', userRef: 'dealer-2' };
    expect(addCartItem).toHaveBeenCalledWith(CART_ID, { number: '101234', quantity: 1 }, store);
    expect($currentStore.get()).toEqual({ ...store, name: 'ร้านเฮงเฮง' });
    await user.click(screen.getByRole('button', { name: 'ดูตะกร้า' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/dealers/dealer-2?openCart=1');
  });

  it('searches again from the form', async () => {
    const user = userEvent.setup();
    const view = await renderRoute(appRoutes, '/lotteries/search-results');
    expect(screen.getByText('กรอกเลขที่ต้องการแล้วกด “ค้นหา”')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'เลขหน้า 3 ตัว' }));
    await user.click(screen.getByRole('textbox', { name: 'หลักที่ 1' }));
    await user.keyboard('999');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(search).toHaveBeenCalledWith({ pattern: '999___', store: undefined }));
    expect(view.pathname()).toBe('/lotteries/search-results');
  });

  it('says when no store has the number', async () => {
    search.mockResolvedValue(searchResultFixture('123456', []));
    await renderRoute(appRoutes, '/lotteries/search-results?pattern=123456');
    expect(await screen.findByText(/ไม่พบเลขที่ค้นหาในร้านใดเลย/)).toBeInTheDocument();
  });
});
