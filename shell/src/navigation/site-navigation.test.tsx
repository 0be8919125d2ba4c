import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { renderShellRoutes } from '../testing/render-shell-routes';
import type { WritableAtom } from 'nanostores';
import type { Catalog, RemoteRoute } from '@chokdee/shared-contract/schemas/catalog';
import { $catalog } from '../catalog/catalog-store';
import { remote } from '../testing/catalog-fixture';
import { handleOf, type RouteHandle } from '../routing/route-handle';
import { SiteNavigation } from './site-navigation';

jest.mock('../catalog/catalog-store', () => {
  const { atom } = jest.requireActual<{ atom: (value: null) => unknown }>('nanostores');
  return { $catalog: atom(null), $catalogError: atom(null) };
});

const catalog$ = $catalog as unknown as WritableAtom<Catalog | null>;

beforeEach(() => catalog$.set(null));

/** The page at `path`, its route's handle saying what its catalog entry says (e.g. e-commerce mode). */
function renderAt(path: string, handle?: RouteHandle) {
  return renderShellRoutes(
    [
      {
        path: '*',
        handle,
        element: (
          <>
            <SiteNavigation />
            <p>เนื้อหาของหน้า</p>
            <Link to="/elsewhere">ไปหน้าอื่น</Link>
          </>
        ),
      },
    ],
    path,
  );
}

const menuButton = () => screen.getByRole('button', { name: /เปิดเมนู|ปิดเมนู/ });

it('opens the phone menu from a labelled button that controls it', async () => {
  renderAt('/');
  const button = menuButton();
  expect(button).toHaveAccessibleName('เปิดเมนู');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(panel).toContainElement(screen.getByRole('link', { name: 'หน้าแรก' }));

  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAccessibleName('ปิดเมนู');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes on a route change', async () => {
  const router = renderAt('/');
  await userEvent.click(menuButton());
  await userEvent.click(screen.getByRole('button', { name: 'เกี่ยวกับเรา' }));
  await userEvent.click(screen.getByRole('link', { name: 'ข้อมูลบริษัท' }));
  expect(router.state.location.pathname).toBe('/about');
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(menuButton());
  await act(() => router.navigate('/complain'));
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
});

it('closes on a click or tap outside, not inside', async () => {
  renderAt('/');
  await userEvent.click(menuButton());
  fireEvent.mouseDown(screen.getByRole('navigation', { name: 'เมนูหลัก' }));
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByText('เนื้อหาของหน้า'));
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
});

it('closes on Escape and gives the focus back to the menu button', async () => {
  renderAt('/');
  await userEvent.click(menuButton());
  await userEvent.tab();
  await userEvent.keyboard('{Escape}');
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton()).toHaveFocus();
});

it('opens a group as a disclosure, by keyboard, and Escape closes it', async () => {
  renderAt('/');
  const group = screen.getByRole('button', { name: 'เกี่ยวกับเรา' });
  const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
  expect(group).toHaveAttribute('aria-expanded', 'false');
  expect(list).not.toBeVisible();

  group.focus();
  await userEvent.keyboard('{Enter}');
  expect(group).toHaveAttribute('aria-expanded', 'true');
  expect(within(list as HTMLElement).getByRole('link', { name: 'ร้องเรียน' })).toHaveAttribute(
    'href',
    '/complain',
  );
  await userEvent.keyboard('{Escape}');
  expect(group).toHaveAttribute('aria-expanded', 'false');
  expect(group).toHaveFocus();
});

const ECOMMERCE_STORE: RemoteRoute = {
  path: '/ecommerce/store',
  layout: 'store',
  auth: 'none',
  menu_mode: 'ecommerce',
  menus: [{ menu: 'ecommerce', label: 'ซื้อสินค้า', order: 500, exact: false }],
};

it('shows only ซื้อสินค้า on a route in e-commerce mode', () => {
  catalog$.set({
    remotes: [remote({ name: 'mf_ecommerce', routes: [ECOMMERCE_STORE] })],
  });
  renderAt('/ecommerce/store', handleOf(ECOMMERCE_STORE));
  const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
  const links = within(nav).getAllByRole('link', { hidden: true });
  expect(links.map((link) => link.textContent)).toEqual(['ซื้อสินค้า']);
  expect(links[0]).toHaveAttribute('href', '/ecommerce/store');
});

it('leaves the menu out in e-commerce mode while no live remote declares an e-commerce link', () => {
  renderAt('/deprecated/dealers/S001/store', handleOf({ ...ECOMMERCE_STORE, menus: undefined }));
  expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();
});
