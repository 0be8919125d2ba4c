import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initAuth, setUser } from '@chokdee/shared-kernel/stores/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { BOTTOM_MENU_LABEL } from '../bottom-menu/bottom-member-menu';
import {
  mockCurrentStore,
  resetKernelStoreMocks,
  STORE_FIXTURE,
} from '../bottom-menu/testing/kernel-store-mocks';
import {
  DefaultFluidLayout,
  LOTTERY_PREVIEW_MODAL_ROOT_ID,
  RANDOM_NUMBER_MODAL_ROOT_ID,
} from './default-fluid-layout';

jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <DefaultFluidLayout>รายชื่อร้านค้า</DefaultFluidLayout> }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(async () => {
  // The header's user menu waits for the saved login to be checked: check it (no token) first.
  await initAuth();
  resetKernelStoreMocks();
  setUser(null);
});

it('renders the page full width between the header and the footer', () => {
  renderAt('/lotteries/search-results');
  const main = screen.getByRole('main');
  expect(main).toHaveTextContent('รายชื่อร้านค้า');
  // Not the default layout's centred container (`main`): the page spans the screen.
  expect(main).toHaveClass('fluid', { exact: true });
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('gives the pages empty portal roots for the random-number and lottery-preview modals', () => {
  const { container } = renderAt('/dealers');
  for (const id of [RANDOM_NUMBER_MODAL_ROOT_ID, LOTTERY_PREVIEW_MODAL_ROOT_ID]) {
    const root = container.querySelector(`#${id}`);
    expect(root).toBeInTheDocument();
    expect(root).toBeEmptyDOMElement();
  }
  expect(RANDOM_NUMBER_MODAL_ROOT_ID).toBe('random-number-modal-root');
  expect(LOTTERY_PREVIEW_MODAL_ROOT_ID).toBe('lottery-preview-modal-root');
});

it('shows the bottom member menu to a member who has a user reference', async () => {
  setUser(authUserFixture());
  mockCurrentStore.set(STORE_FIXTURE);
  renderAt('/members/dealers');
  expect(await screen.findByRole('navigation', { name: BOTTOM_MENU_LABEL })).toBeInTheDocument();
});

it('has no bottom menu for a visitor without a store', () => {
  renderAt('/lotteries/search-results');
  expect(screen.queryByRole('navigation', { name: BOTTOM_MENU_LABEL })).not.toBeInTheDocument();
});
