import { $cartSummary } from '@chokdee/shared-kernel/stores/cart-summary';
import { clearCurrentStore, setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { mockCartExpiresAt, mockCartState, resetLotteryCartMock } from '../testing/lottery-cart-mock';
import { offerCartOpener } from './cart-opener';
import { publishLotteryCartSummary } from './cart-summary-publisher';

jest.mock('./lottery-cart', () => jest.requireActual('../testing/lottery-cart-mock').lotteryCartModule);

beforeEach(() => {
  resetLotteryCartMock();
  clearCurrentStore();
});

it('publishes the tickets, the end of the reservation and where the cart is, until stopped', () => {
  const stop = publishLotteryCartSummary();
  expect($cartSummary.get()).toEqual({ count: 0, unit: 'ใบ', expiresAt: null, href: '/dealers' });

  setCurrentStore({ code: 'S001', userRef: 'U123', name: 'ร้านโชคดีมีสุข' });
  mockCartState.set({ itemQuantity: 2, timeExpire: 1_795_000_900, timedOut: false });
  mockCartExpiresAt.set(1_795_000_900_000);
  expect($cartSummary.get()).toEqual({
    count: 2,
    unit: 'ใบ',
    expiresAt: 1_795_000_900_000,
    href: '/dealers/U123?openCart=1',
  });

  const open = jest.fn();
  const withdraw = offerCartOpener(open);
  expect($cartSummary.get()?.open).toBe(open);
  withdraw();
  expect($cartSummary.get()?.open).toBeUndefined();

  stop();
  expect($cartSummary.get()).toBeNull();
});
