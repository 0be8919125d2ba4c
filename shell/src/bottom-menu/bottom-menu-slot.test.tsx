import { act, screen, within } from '@testing-library/react';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { handleOf } from '../routing/route-handle';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { BOTTOM_MENU_LABEL } from './bottom-member-menu';
import {
  registerLayer,
  resetScreenLayers,
  setScreenContext,
} from '@chokdee/shared-kernel/screen/screen-layers';
import { COOKIE_BAR_LAYER } from '../cookie-consent/cookie-consent-bar';
import { BOTTOM_MENU_LAYER, BottomMenuSlot, STORE_WAIT_MS } from './bottom-menu-slot';
import { mockCurrentStore, resetKernelStoreMocks, STORE_FIXTURE } from './testing/kernel-store-mocks';

// The catalog declares the menus' links: mf-lottery's and mf-member's entries.
jest.mock(
  '../catalog/catalog-store',
  () => jest.requireActual('../testing/member-menus-catalog').catalogStoreModule,
);
jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('./testing/kernel-store-mocks').currentStoreModule,
);

/** The slot on mf-lottery's store route (its catalog names the user-reference parameter) and elsewhere. */
function renderSlotAt(path: string) {
  const storePage = handleOf({
    path: '/dealers/:userRef',
    layout: 'store',
    auth: 'none',
    user_ref_param: 'userRef',
  });
  renderShellRoutes(
    [
      { path: '/dealers/:userRef', element: <BottomMenuSlot />, handle: storePage },
      { path: '*', element: <BottomMenuSlot /> },
    ],
    path,
  );
}

const menu = () => screen.queryByRole('navigation', { name: BOTTOM_MENU_LABEL });
/** The held place: hidden from assistive technology, so found by its attribute. */
const placeholder = () => document.querySelector('nav[data-variant][aria-hidden="true"]');

beforeEach(() => {
  jest.useFakeTimers();
  resetKernelStoreMocks();
  setUser(null);
});

afterEach(() => {
  jest.useRealTimers();
});

it('holds the menu’s place on a store page from the first render, before the store has loaded', () => {
  renderSlotAt('/dealers/U123');
  expect(placeholder()).toHaveAttribute('data-variant', 'visitor');
  expect(menu()).not.toBeInTheDocument();
});

it('puts the menu in that place once the page has set its store, with the store’s own links', async () => {
  renderSlotAt('/dealers/U777');
  act(() => mockCurrentStore.set({ ...STORE_FIXTURE, userRef: 'U777' }));
  const nav = await screen.findByRole('navigation', { name: BOTTOM_MENU_LABEL });
  expect(within(nav).getByRole('link', { name: /ค้นหาเลขเด็ด/ })).toHaveAttribute('href', '/dealers/U777');
  expect(placeholder()).toBeNull();
});

it('names the store of the page’s URL, not the one remembered from an earlier visit', async () => {
  mockCurrentStore.set(STORE_FIXTURE);
  renderSlotAt('/dealers/U777');
  const nav = await screen.findByRole('navigation', { name: BOTTOM_MENU_LABEL });
  expect(within(nav).getByRole('link', { name: /ค้นหาเลขเด็ด/ })).toHaveAttribute('href', '/dealers/U777');
});

it('shows the menu anyway when the store never loads (a failed lookup), after a wait', async () => {
  renderSlotAt('/dealers/U404');
  act(() => jest.advanceTimersByTime(STORE_WAIT_MS - 1));
  expect(menu()).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(await screen.findByRole('navigation', { name: BOTTOM_MENU_LABEL })).toBeInTheDocument();
});

it('holds no place on a page that is not a store, for a visitor without one', () => {
  renderSlotAt('/check-lottery');
  act(() => jest.advanceTimersByTime(STORE_WAIT_MS));
  expect(placeholder()).toBeNull();
  expect(menu()).not.toBeInTheDocument();
});

describe('as one of the screen’s layers', () => {
  afterEach(() => resetScreenLayers());

  it('is given its offset above the cookie bar and the page its room', () => {
    registerLayer(COOKIE_BAR_LAYER);
    renderSlotAt('/dealers/U123');
    const nav = placeholder() as HTMLElement;
    expect(nav).toHaveAttribute('data-screen-layer', BOTTOM_MENU_LAYER.id);
    expect(nav.style.getPropertyValue('--screen-offset')).toMatch(/^\d+px$/);
    expect(document.documentElement.style.getPropertyValue('--screen-reserved-bottom')).toMatch(/^\d+px$/);
  });

  it('gives way to the shop’s cart bar on the shop’s pages: one cart bar at a time', () => {
    const shopCart = registerLayer({
      id: 'shop-cart-bar',
      kind: 'dock',
      priority: 40,
      cartOwner: 'ecommerce',
    });
    act(() => setScreenContext({ staff: false, cartFlow: 'ecommerce' }));
    renderSlotAt('/dealers/U123');
    expect(placeholder()).toBeNull();

    act(() => shopCart());
    expect(placeholder()).toHaveAttribute('data-variant', 'visitor');
  });
});
