import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fetchAuthUser } from '@chokdee/shared-kernel/api/auth';
import { initAuth, setUser } from '@chokdee/shared-kernel/stores/auth';
import { setAuthToken } from '@chokdee/shared-kernel/stores/auth-token';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { BOTTOM_MENU_LABEL } from '../bottom-menu/bottom-member-menu';
import { groupOf } from './profile-menu-groups';
import { displayName, ProfileLayout } from './profile-layout';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ fetchAuthUser: jest.fn() }));
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
  const router = createMemoryRouter([{ path: '*', element: <ProfileLayout>หน้าสมาชิก</ProfileLayout> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const group = (name: string) => screen.getByRole('button', { name });

beforeEach(async () => {
  // The saved login is checked (as at boot) before the layout renders.
  jest.mocked(fetchAuthUser).mockResolvedValue(authUserFixture());
  setAuthToken('member-token');
  await initAuth();
  setUser(authUserFixture());
});

it('shows the avatar, the member name and the page', () => {
  renderAt('/members/profile');
  const side = screen.getByRole('complementary', { name: 'ข้อมูลสมาชิก' });
  expect(within(side).getByText('สมชาย ใจดี')).toBeInTheDocument();
  expect(within(side).getByTestId('avatar-default')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('หน้าสมาชิก');
});

it('shows the bottom member menu to the member', () => {
  renderAt('/members/safe');
  const bar = screen.getByRole('navigation', { name: BOTTOM_MENU_LABEL });
  expect(within(bar).getByRole('link', { name: 'ตู้เซฟ' })).toHaveAttribute('aria-current', 'page');
});

it("uses the member's picture, and the default image when it fails to load", () => {
  setUser(authUserFixture({ avatar: { url: 'https://cdn.example/a.png' } }));
  renderAt('/members/profile');
  const side = screen.getByRole('complementary');
  const photo = within(side).getByTestId('avatar-photo');
  expect(photo).toHaveAttribute('src', 'https://cdn.example/a.png');
  fireEvent.error(photo);
  expect(within(side).getByTestId('avatar-default')).toBeInTheDocument();
});

it("shows '-' without a name", () => {
  expect(displayName(null)).toBe('-');
  expect(displayName({ name: ' ', lastname: '' })).toBe('-');
  expect(displayName({ name: 'สมชาย', lastname: 'ใจดี' })).toBe('สมชาย ใจดี');
});

it('opens the group holding the current page by itself', () => {
  renderAt('/members/win-history/2026-05-16');
  expect(group('ลอตเตอรี่')).toHaveAttribute('aria-expanded', 'true');
  expect(group('ข้อมูลของฉัน')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('link', { name: 'ประวัติการถูกรางวัล' })).toHaveAttribute(
    'href',
    '/members/win-history',
  );
  expect(screen.queryByRole('link', { name: 'ข้อมูลส่วนตัว' })).not.toBeInTheDocument();
});

it('lists the spec menu and marks the current page', () => {
  renderAt('/members/bank-account');
  expect(group('ข้อมูลของฉัน')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'ข้อมูลส่วนตัว' })).toHaveAttribute('href', '/members/profile');
  expect(screen.getByRole('link', { name: 'บัญชีธนาคาร' })).toHaveAttribute('aria-current', 'page');
});

it('lets the visitor open and close groups, and opens the group of the next page', async () => {
  const router = renderAt('/members/profile');
  await userEvent.click(group('ข้อมูลของฉัน'));
  expect(group('ข้อมูลของฉัน')).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(group('ลอตเตอรี่'));
  await userEvent.click(screen.getByRole('link', { name: 'รายการสั่งซื้อ' }));
  expect(router.state.location.pathname).toBe('/members/order-history');
  expect(group('ลอตเตอรี่')).toHaveAttribute('aria-expanded', 'true');
  await act(() => router.navigate('/members/profile/edit'));
  expect(group('ข้อมูลของฉัน')).toHaveAttribute('aria-expanded', 'true');
});

it('finds the group of a path, and none for other pages', () => {
  expect(groupOf('/members/profile/edit')).toBe('my-data');
  expect(groupOf('/members/order-history')).toBe('lottery');
  expect(groupOf('/members/profiles')).toBeUndefined();
  expect(groupOf('/rewards')).toBeUndefined();
});
