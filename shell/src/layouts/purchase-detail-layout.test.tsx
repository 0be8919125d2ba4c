import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initAuth, setUser } from '@chokdee/shared-kernel/stores/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { BOTTOM_MENU_LABEL } from '../bottom-menu/bottom-member-menu';
import {
  mockCurrentStore,
  resetKernelStoreMocks,
  STORE_FIXTURE,
} from '../bottom-menu/testing/kernel-store-mocks';
import { PurchaseDetailLayout } from './purchase-detail-layout';

// The catalog declares the menus' links: mf-lottery's and mf-member's entries.
jest.mock(
  '../catalog/catalog-store',
  () => jest.requireActual('../testing/member-menus-catalog').catalogStoreModule,
);
jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PurchaseDetailLayout>คำสั่งซื้อ ORD-1</PurchaseDetailLayout> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(async () => {
  // The header's user menu waits for the saved login to be checked: check it (no token) first.
  await initAuth();
  resetKernelStoreMocks();
  setUser(authUserFixture());
});

it('renders the order in a centred column under the header, with the bottom member menu', async () => {
  mockCurrentStore.set(STORE_FIXTURE);
  renderAt('/orders/ORD-1');
  expect(screen.getByRole('main')).toHaveTextContent('คำสั่งซื้อ ORD-1');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main').parentElement).toHaveClass('column');
  const bar = await screen.findByRole('navigation', { name: BOTTOM_MENU_LABEL });
  expect(within(bar).getByRole('link', { name: 'รอชำระเงิน' })).toBeInTheDocument();
});

it("leads back to the orders awaiting payment with 'กลับ'", async () => {
  const router = renderAt('/orders/ORD-1');
  const back = screen.getByRole('link', { name: 'กลับ' });
  expect(back).toHaveAttribute('href', '/members/orders');
  await userEvent.click(back);
  expect(router.state.location.pathname).toBe('/members/orders');
});
