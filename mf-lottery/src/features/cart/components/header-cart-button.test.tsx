import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { clearCurrentStore, setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { offerCartOpener } from '../../../stores/cart-opener';
import { mockCartSecondsLeft, mockCartState, resetLotteryCartMock } from '../../../testing/lottery-cart-mock';
import { HeaderCartButton } from './header-cart-button';

jest.mock(
  '../../../stores/lottery-cart',
  () => jest.requireActual('../../../testing/lottery-cart-mock').lotteryCartModule,
);
jest.mock('@chokdee/shared-kernel/navigation', () => ({ navigate: jest.fn() }));

const STORE = { code: 'S001', userRef: 'U123', name: 'ร้านโชคดีมีสุข' };
const cart = () => screen.getByRole('link', { name: /ตะกร้า/ });

beforeEach(() => {
  resetLotteryCartMock();
  setCurrentStore(STORE);
  jest.mocked(navigate).mockReset();
});
afterEach(() => clearCurrentStore());

it("says 'ว่าง' without tickets, and no time", () => {
  render(<HeaderCartButton />);
  expect(cart()).toHaveTextContent('ว่าง');
  expect(within(cart()).queryByRole('timer')).not.toBeInTheDocument();
});

it('shows the ticket count and the mm:ss countdown, then หมดเวลา', () => {
  mockCartState.set({ itemQuantity: 3, timeExpire: 1_795_000_000, timedOut: false });
  mockCartSecondsLeft.set(600);
  render(<HeaderCartButton />);
  expect(cart()).toHaveAccessibleName('ตะกร้า 3 ใบ 10:00');
  act(() => mockCartSecondsLeft.set(0));
  expect(within(cart()).getByRole('timer')).toHaveTextContent('หมดเวลา');
});

it('away from the store page, goes to the current store with openCart=1', async () => {
  render(<HeaderCartButton />);
  expect(cart()).toHaveAttribute('href', '/dealers/U123?openCart=1');
  await userEvent.click(cart());
  expect(navigate).toHaveBeenCalledWith('/dealers/U123?openCart=1');
});

it('on the store page, opens its cart panel instead of leaving', async () => {
  const open = jest.fn();
  const withdraw = offerCartOpener(open);
  render(<HeaderCartButton />);
  await userEvent.click(screen.getByRole('button', { name: /ตะกร้า/ }));
  expect(open).toHaveBeenCalledTimes(1);
  expect(navigate).not.toHaveBeenCalled();
  act(withdraw);
  expect(cart()).toBeInTheDocument();
});
