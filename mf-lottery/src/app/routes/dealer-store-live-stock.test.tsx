import { act, screen, within } from '@testing-library/react';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { fetchCurrentDraw } from '@chokdee/shared-kernel/api/lottery';
import { fetchStore } from '@chokdee/shared-kernel/api/stores';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import type { StoreStockEvent } from '@chokdee/shared-contract/schemas/store-stock-event';
import { setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { createCart } from '../../api/lottery-cart';
import { resetCart } from '../../stores/lottery-cart';
import { cartFixture } from '../../features/cart/__fixtures__/cart';
import { searchTickets } from '../../features/number-search/api/search-tickets';
import { subscribeStoreStock } from '../../features/number-search/api/store-stock-events';
import { ANNOUNCE_GAP_MS } from '../../features/number-search/hooks/use-stock-announcement';
import { offerFixture, searchResultFixture } from '../../features/number-search/__fixtures__/offers';
import { storeInfoFixture } from '../../features/stores/__fixtures__/stores';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

// The network is mocked at the fetchers and at the stream; the page's own logic runs for real.
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
jest.mock('../../features/number-search/api/store-stock-events', () => ({ subscribeStoreStock: jest.fn() }));

const subscribe = jest.mocked(subscribeStoreStock);
/** The open streams of the page, by store code; each `send` is one server event. */
const streams = new Map<string, (event: StoreStockEvent) => void>();
const closed: string[] = [];

beforeEach(() => {
  localStorage.clear();
  resetCart();
  setCurrentStore(null);
  setAuthToken('member-token');
  streams.clear();
  closed.length = 0;
  jest.mocked(fetchStore).mockReset().mockResolvedValue(storeInfoFixture());
  jest
    .mocked(fetchCurrentDraw)
    .mockReset()
    .mockRejectedValue(new ApiRequestError({ message: 'down', errors: [], status: 503 }));
  jest
    .mocked(searchTickets)
    .mockReset()
    .mockResolvedValue(searchResultFixture('__12__', [offerFixture('001234'), offerFixture('551299')]));
  jest.mocked(createCart).mockReset().mockResolvedValue(cartFixture([]));
  subscribe.mockReset().mockImplementation((code, onEvent) => {
    streams.set(code, onEvent);
    return () => {
      streams.delete(code);
      closed.push(code);
    };
  });
});

afterEach(() => clearAuthToken());

const send = (changes: StoreStockEvent['changes']) =>
  act(() => streams.get('S1')!({ store_code: 'S1', draw_id: 7, changes }));

/** The polite live region, found by what it says. */
const liveRegion = (text: string) => screen.getByText(text).closest('[aria-live]') as HTMLElement;

const rowOf = (number: string) =>
  screen.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).closest('li') as HTMLElement;

describe('dealer store page, live stock', () => {
  it('marks a shown number another buyer took, keeps it listed, and updates the others', async () => {
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' });
    expect(subscribe).toHaveBeenCalledWith('S1', expect.any(Function));

    send([
      { number: '001234', available: 0 },
      { number: '551299', available: 2 },
    ]);

    const taken = rowOf('001234');
    expect(within(taken).getByText('มีผู้จองแล้ว')).toBeInTheDocument();
    expect(within(taken).getByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' })).toBeDisabled();
    const other = rowOf('551299');
    expect(within(other).getByText('เหลือ 2 ใบ')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'เพิ่มลงตะกร้า เลข 551299' })).toBeEnabled();

    // Given back: free again, the mark goes.
    send([{ number: '001234', available: 1 }]);
    expect(within(rowOf('001234')).getByText('เหลือ 1 ใบ')).toBeInTheDocument();
    expect(screen.queryByText('มีผู้จองแล้ว')).not.toBeInTheDocument();
  });

  it('tells screen readers politely what changed, one sentence per burst', async () => {
    jest.useFakeTimers();
    try {
      await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
      await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' });

      send([{ number: '001234', available: 0 }]);
      const region = liveRegion('มีผู้จองเลข 001234 แล้ว');
      expect(region).toHaveAttribute('aria-live', 'polite');

      // A burst right after is held back, then told as one sentence.
      send([{ number: '551299', available: 0 }]);
      send([{ number: '001234', available: 1 }]);
      expect(region).toHaveTextContent('มีผู้จองเลข 001234 แล้ว');
      act(() => jest.advanceTimersByTime(ANNOUNCE_GAP_MS));
      expect(region).toHaveTextContent('มีผู้จองเลข 551299 แล้ว เลข 001234 ว่างอีกครั้ง');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing for a count that only went down', async () => {
    await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' });
    send([{ number: '001234', available: 1 }]);
    expect(within(rowOf('001234')).getByText('เหลือ 1 ใบ')).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('closes the stream when the page goes away', async () => {
    const view = await renderRoute(appRoutes, '/dealers/dealer-1?pattern=__12__');
    await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า เลข 001234' });
    expect(streams.has('S1')).toBe(true);
    view.unmount();
    expect(closed).toEqual(['S1']);
    expect(streams.size).toBe(0);
  });
});
