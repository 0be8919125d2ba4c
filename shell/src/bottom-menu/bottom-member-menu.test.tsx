import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { publishCartSummary, type CartSummary } from '@chokdee/shared-kernel/stores/cart-summary';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { BOTTOM_MENU_LABEL, BottomMemberMenu } from './bottom-member-menu';
import { publishMenuBadge } from '@chokdee/shared-kernel/stores/menu-badges';
import {
  AWAITING_PAYMENT_BADGE,
  mockCurrentStore,
  resetKernelStoreMocks,
  STORE_FIXTURE,
} from './testing/kernel-store-mocks';

// The catalog declares the menu's links: mf-lottery's and mf-member's `bottom` entries.
jest.mock(
  '../catalog/catalog-store',
  () => jest.requireActual('../testing/member-menus-catalog').catalogStoreModule,
);
jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('./testing/kernel-store-mocks').currentStoreModule,
);

function renderAt(path: string, actionOnly = false) {
  const router = createMemoryRouter([{ path: '*', element: <BottomMemberMenu actionOnly={actionOnly} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => screen.getByRole('navigation', { name: BOTTOM_MENU_LABEL });
const itemNames = () =>
  within(menu())
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^[ก-๙]+$/, { selector: '.label' }).textContent);

beforeEach(() => {
  resetKernelStoreMocks();
  setUser(null);
});

it('is not there for a visitor without a store', () => {
  renderAt('/members/order-history');
  expect(screen.queryByRole('navigation', { name: BOTTOM_MENU_LABEL })).not.toBeInTheDocument();
});

/** What the lottery cart publishes for a visitor of store U123 (mf-lottery computes it). */
const STORE_CART: CartSummary = { count: 0, unit: 'ใบ', expiresAt: null, href: '/dealers/U123?openCart=1' };

describe('visitor in a store', () => {
  beforeEach(() => {
    mockCurrentStore.set(STORE_FIXTURE);
    publishCartSummary(STORE_CART);
  });

  it('lists the store items in spec order, with their pages, and marks the current one', () => {
    renderAt('/members/order-history');
    expect(itemNames()).toEqual(['ตะกร้า', 'ประวัติการซื้อ', 'ค้นหาเลขเด็ด', 'ค้นหาร้านค้า', 'ร้องเรียน']);
    const link = (name: string) => within(menu()).getByRole('link', { name: new RegExp(name) });
    expect(link('ประวัติการซื้อ')).toHaveAttribute('href', '/members/order-history');
    expect(link('ประวัติการซื้อ')).toHaveAttribute('aria-current', 'page');
    expect(link('ค้นหาเลขเด็ด')).toHaveAttribute('href', '/dealers/U123');
    expect(link('ค้นหาร้านค้า')).toHaveAttribute('href', '/dealers');
    expect(link('ร้องเรียน')).toHaveAttribute('href', '/complain');
    expect(link('ตะกร้า')).toHaveAttribute('href', '/dealers/U123?openCart=1');
    expect(link('ค้นหาเลขเด็ด')).not.toHaveAttribute('aria-current');
  });

  it('marks the store page as hot-number search, not the dealer list', () => {
    renderAt('/dealers/U123');
    expect(within(menu()).getByRole('link', { name: /ค้นหาเลขเด็ด/ })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: /ค้นหาร้านค้า/ })).not.toHaveAttribute('aria-current');
  });

  it('goes to the store with openCart from another page', async () => {
    const router = renderAt('/complain/new');
    await userEvent.click(within(menu()).getByRole('link', { name: /ตะกร้า/ }));
    expect(router.state.location.pathname).toBe('/dealers/U123');
    expect(router.state.location.search).toBe('?openCart=1');
  });

  it('opens the cart where the page on screen shows it, without leaving the page', async () => {
    const opened = jest.fn();
    publishCartSummary({ ...STORE_CART, open: opened });
    const router = renderAt('/dealers/U123');
    await userEvent.click(within(menu()).getByRole('button', { name: /ตะกร้า/ }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dealers/U123');
    expect(within(menu()).queryByRole('link', { name: /ตะกร้า/ })).not.toBeInTheDocument();
  });

  it('has nowhere to go before a cart has published itself, and reads as empty', () => {
    publishCartSummary(null);
    renderAt('/members/order-history');
    expect(within(menu()).queryByRole('link', { name: /ตะกร้า/ })).not.toBeInTheDocument();
    expect(within(menu()).getByText('ว่าง')).toBeInTheDocument();
  });
});

describe('member', () => {
  beforeEach(() => {
    setUser(authUserFixture());
    mockCurrentStore.set(STORE_FIXTURE);
  });

  it('is not there for a member without a user reference (spec §2)', () => {
    mockCurrentStore.set(null);
    renderAt('/members/safe');
    expect(screen.queryByRole('navigation', { name: BOTTOM_MENU_LABEL })).not.toBeInTheDocument();
  });

  it('lists awaiting payment, safe, profile and cart once a user reference exists', () => {
    renderAt('/members/safe');
    expect(itemNames()).toEqual(['รอชำระเงิน', 'ตู้เซฟ', 'ข้อมูลสมาชิก', 'ตะกร้า']);
    const link = (name: string) => within(menu()).getByRole('link', { name: new RegExp(name) });
    expect(link('รอชำระเงิน')).toHaveAttribute('href', '/members/orders');
    expect(link('ตู้เซฟ')).toHaveAttribute('href', '/members/safe');
    expect(link('ตู้เซฟ')).toHaveAttribute('aria-current', 'page');
    expect(link('ข้อมูลสมาชิก')).toHaveAttribute('href', '/members/profile');
  });

  it('takes the cart where the cart says it is', () => {
    publishCartSummary({ ...STORE_CART, href: '/dealers' });
    renderAt('/members/profile');
    expect(within(menu()).getByRole('link', { name: /ตะกร้า/ })).toHaveAttribute('href', '/dealers');
  });

  it('shows the number of orders awaiting payment, and no badge at zero or before it is known', () => {
    renderAt('/members/profile');
    const payment = () => within(menu()).getByRole('link', { name: /รอชำระเงิน/ });
    const publish = (count: number) => publishMenuBadge(AWAITING_PAYMENT_BADGE, { count, unit: 'รายการ' });
    expect(payment()).toHaveAccessibleName('รอชำระเงิน');
    act(() => publish(3));
    expect(payment()).toHaveAccessibleName('3 รายการ รอชำระเงิน');
    expect(within(payment()).getByText('3')).toBeInTheDocument();
    // Only the entry that names the key shows it.
    expect(within(menu()).getByRole('link', { name: 'ตู้เซฟ' })).toHaveAccessibleName('ตู้เซฟ');
    act(() => publish(0));
    expect(payment()).toHaveAccessibleName('รอชำระเงิน');
    act(() => publish(120));
    expect(within(payment()).getByText('99+')).toBeInTheDocument();
    expect(payment()).toHaveAccessibleName('120 รายการ รอชำระเงิน');
  });
});

describe('the cart item', () => {
  const NOW = Date.UTC(2026, 4, 20, 3, 0, 0);
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    mockCurrentStore.set(STORE_FIXTURE);
    publishCartSummary(STORE_CART);
  });
  afterEach(() => jest.useRealTimers());
  const cart = () => within(menu()).getByRole('link', { name: /ตะกร้า/ });

  it("says 'ว่าง' when empty, with no count or time", () => {
    renderAt('/members/order-history');
    expect(within(cart()).getByText('ว่าง')).toBeInTheDocument();
    expect(within(cart()).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the item count and the time left, ticking every second', () => {
    publishCartSummary({ ...STORE_CART, count: 2, expiresAt: NOW + 899_000 });
    renderAt('/members/order-history');
    expect(within(cart()).getByText('2')).toBeInTheDocument();
    expect(cart()).toHaveAccessibleName(/2 ใบ/);
    expect(within(cart()).queryByText('ว่าง')).not.toBeInTheDocument();
    expect(within(cart()).getByRole('timer')).toHaveTextContent('14:59');
    act(() => jest.advanceTimersByTime(1000));
    expect(within(cart()).getByRole('timer')).toHaveTextContent('14:58');
    act(() => jest.advanceTimersByTime(893_000));
    expect(within(cart()).getByRole('timer')).toHaveTextContent('00:05');
  });

  it("shows 'หมดเวลา' once the reservation has run out", () => {
    publishCartSummary({ ...STORE_CART, count: 1, expiresAt: NOW + 2_000 });
    renderAt('/members/order-history');
    act(() => jest.advanceTimersByTime(3000));
    expect(within(cart()).getByRole('timer')).toHaveTextContent('หมดเวลา');
  });

  it('goes back to ว่าง when the cart is emptied', () => {
    publishCartSummary({ ...STORE_CART, count: 1, expiresAt: NOW + 60_000 });
    renderAt('/members/order-history');
    act(() => publishCartSummary(STORE_CART));
    expect(within(cart()).getByText('ว่าง')).toBeInTheDocument();
    expect(within(cart()).queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('pages where phones see only the buy button', () => {
  beforeEach(() => mockCurrentStore.set(STORE_FIXTURE));

  it.each(['/', '/complain', '/about'])('%s offers ซื้อลอตเตอรี่ and hides the items on phones', (path) => {
    renderAt(path);
    expect(within(menu()).getByRole('link', { name: 'ซื้อลอตเตอรี่' })).toHaveAttribute(
      'href',
      '/members/dealers',
    );
    // Wider screens keep the items: the list is there, hidden by the phone-only rule.
    expect(within(menu()).getByRole('list')).toHaveClass('hiddenOnPhone');
  });

  it("does so on a remote's page whose catalog route asks for it (the dealer list)", () => {
    renderAt('/dealers', true);
    expect(within(menu()).getByRole('link', { name: 'ซื้อลอตเตอรี่' })).toHaveAttribute(
      'href',
      '/members/dealers',
    );
    expect(within(menu()).getByRole('list')).toHaveClass('hiddenOnPhone');
  });

  it('shows the items everywhere else', () => {
    renderAt('/members/order-history');
    expect(within(menu()).queryByRole('link', { name: 'ซื้อลอตเตอรี่' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('list')).not.toHaveClass('hiddenOnPhone');
  });

  it('applies to the member bar too', () => {
    setUser(authUserFixture());
    renderAt('/about');
    expect(within(menu()).getByRole('link', { name: 'ซื้อลอตเตอรี่' })).toBeInTheDocument();
  });
});
