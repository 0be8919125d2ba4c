import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initAuth, setUser } from '@chokdee/shared-kernel/stores/auth';
import { BOTTOM_MENU_LABEL } from '../bottom-menu/bottom-member-menu';
import {
  mockCurrentStore,
  resetKernelStoreMocks,
  STORE_FIXTURE,
} from '../bottom-menu/testing/kernel-store-mocks';
import { StoreLayout } from './store-layout';

jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <StoreLayout>หน้าร้าน</StoreLayout> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
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
