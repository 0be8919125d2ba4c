import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { on } from '@chokdee/shared-kernel/events';
import { initAuth, setUser } from '@chokdee/shared-kernel/stores/auth';
import { BOTTOM_MENU_LABEL } from '../bottom-menu/bottom-member-menu';
import {
  mockCartSecondsLeft,
  mockCartState,
  mockCurrentStore,
  resetKernelStoreMocks,
  STORE_FIXTURE,
} from '../bottom-menu/testing/kernel-store-mocks';
import { StoreLayout } from './store-layout';

jest.mock(
  '@chokdee/shared-kernel/stores/lottery-cart',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').lotteryCartModule,
);
jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);
jest.mock(
  '@chokdee/shared-kernel/stores/reserved-orders',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').reservedOrdersModule,
);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <StoreLayout>หน้าร้าน</StoreLayout> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** The header's cart control: a button on a store page, a link elsewhere. */
function headerCart(): HTMLElement {
  const header = within(screen.getByRole('banner'));
  return header.queryByRole('button', { name: /ตะกร้า/ }) ?? header.getByRole('link', { name: /ตะกร้า/ });
}

beforeEach(async () => {
  // The header's user menu waits for the saved login to be checked: check it (no token) first.
  await initAuth();
  resetKernelStoreMocks();
  setUser(null);
  mockCurrentStore.set(STORE_FIXTURE);
});

it('renders the page inside the default chrome, with the bottom member menu', async () => {
  renderAt('/dealers/U123');
  expect(screen.getByRole('main')).toHaveTextContent('หน้าร้าน');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
  expect(await screen.findByRole('navigation', { name: BOTTOM_MENU_LABEL })).toBeInTheDocument();
});

it("shows 'ว่าง' on the header cart button while the cart is empty", () => {
  renderAt('/dealers/U123');
  expect(headerCart()).toHaveTextContent('ว่าง');
  expect(within(headerCart()).queryByRole('timer')).not.toBeInTheDocument();
});

it('shows the ticket count and the mm:ss countdown, then หมดเวลา', () => {
  mockCartState.set({ itemQuantity: 3, timeExpire: 1_795_000_000, timedOut: false });
  mockCartSecondsLeft.set(600);
  renderAt('/dealers/U123');
  expect(headerCart()).toHaveAccessibleName('ตะกร้า 3 ใบ 10:00');
  act(() => mockCartSecondsLeft.set(0));
  expect(within(headerCart()).getByRole('timer')).toHaveTextContent('หมดเวลา');
});

it.each(['/dealers/U123', '/deprecated/dealers/S001/cart'])(
  'on the store page %s, opens its cart panel instead of navigating',
  async (path) => {
    const opened = jest.fn();
    const off = on('lottery-cart:open', opened);
    const router = renderAt(path);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /ตะกร้า/ }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(path);
    off();
  },
);

it('elsewhere, goes to the current store with openCart=1', async () => {
  const opened = jest.fn();
  const off = on('lottery-cart:open', opened);
  const router = renderAt('/deprecated/dealers/restricted');
  await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: /ตะกร้า/ }));
  expect(router.state.location.pathname).toBe('/dealers/U123');
  expect(router.state.location.search).toBe('?openCart=1');
  expect(opened).not.toHaveBeenCalled();
  off();
});
