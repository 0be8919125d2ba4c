import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { WritableAtom } from 'nanostores';
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { WidgetPositionSchema, type Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { $catalog } from '../catalog/catalog-store';
import { initAuth, setUser } from '@chokdee/shared-kernel/stores/auth';
import { resetKernelStoreMocks } from '../bottom-menu/testing/kernel-store-mocks';
import { remote } from '../testing/catalog-fixture';
import { fakeRemoteApp } from '../testing/fake-remote-app';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { AppBarLayout } from './app-bar-layout';
import { BannerLayout } from './banner-layout';
import { CatalogueLayout } from './catalogue-layout';
import { GuestLayout } from './guest-layout';
import type { LayoutProps } from './layout-props';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../catalog/catalog-store', () => {
  const { atom } = jest.requireActual<{ atom: (value: null) => unknown }>('nanostores');
  return { $catalog: atom(null), $catalogError: atom(null) };
});
jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);

const catalog$ = $catalog as unknown as WritableAtom<Catalog | null>;

/** One remote with a widget in every position, each rendering its position's name. */
const widgetCatalog: Catalog = {
  remotes: [
    remote({
      name: 'mf_widgets',
      widgets: WidgetPositionSchema.options.map((slot) => ({
        slot,
        module: `./widgets/${slot.replace('.', '-')}`,
      })),
    }),
  ],
};

function renderLayout(Layout: ComponentType<LayoutProps>, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Layout>เนื้อหาของหน้า</Layout> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(async () => {
  await initAuth();
  setUser(null);
  resetKernelStoreMocks();
  localStorage.clear();
  catalog$.set(widgetCatalog);
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakeRemoteApp(`วิดเจ็ต ${id}`));
});

// Let every widget still loading (the footer's, the sidebar's) settle inside the test.
afterEach(async () => {
  for (let i = 0; i < 3; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});

function slot(name: string): HTMLElement | null {
  return document.querySelector(`[data-widget-slot="${name}"]`);
}

describe('app-bar layout', () => {
  it("names the route's app in its bar, linked to the app's start, with the header.end widgets and no site menu", async () => {
    const appBar = { name: 'ฟู้ดทรัค', home: '/truck' };
    renderShellRoutes(
      [{ path: '*', handle: { appBar }, element: <AppBarLayout>เนื้อหาของหน้า</AppBarLayout> }],
      '/truck/store',
    );
    expect(screen.getByRole('main')).toHaveTextContent('เนื้อหาของหน้า');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'โชคดี ฟู้ดทรัค หน้าแรก' })).toHaveAttribute('href', '/truck');
    expect(
      await within(bar).findByText('วิดเจ็ต mf_widgets/widgets/header-end (mf_widgets · header.end)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();
  });

  it('without an app named by the route, the bar names the site and leads home', () => {
    renderLayout(AppBarLayout, '/truck');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'โชคดี หน้าแรก' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('mounts the bottom-bar widgets whatever the storage holds: a widget decides itself whether it shows', async () => {
    renderLayout(AppBarLayout, '/truck/store');
    expect(
      await screen.findByText('วิดเจ็ต mf_widgets/widgets/bottom-bar (mf_widgets · bottom-bar)'),
    ).toBeInTheDocument();
    expect(slot('bottom-bar')).not.toBeNull();
  });
});

it('guest layout: the page centred under the logo, without the site menu', async () => {
  renderLayout(GuestLayout, '/members/register');
  expect(await screen.findByText(/mf_widgets · footer\.after/)).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('เนื้อหาของหน้า');
  expect(screen.getByRole('link', { name: 'โชคดี หน้าแรก' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' })).toHaveAttribute('href', '#main');
});

describe('banner layout', () => {
  it('has the site header, the header.below widgets and the page', async () => {
    renderLayout(BannerLayout, '/pray');
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
    expect(
      await screen.findByText('วิดเจ็ต mf_widgets/widgets/header-below (mf_widgets · header.below)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('เนื้อหาของหน้า');
    // No live prayer page: no sub-navigation linking to a 404.
    expect(screen.queryByRole('navigation', { name: 'เมนูขอพร' })).not.toBeInTheDocument();
  });

  it('links the prayer pages a live remote declares in the pray menu, in their order', () => {
    const pray = (label: string, order: number, exact: boolean) => [
      { menu: 'pray' as const, label, order, exact },
    ];
    catalog$.set({
      remotes: [
        remote({
          name: 'mf_pray',
          routes: [
            {
              path: '/members/pray/create',
              layout: 'banner',
              auth: 'required',
              menus: pray('สร้างคำขอพร', 30, false),
            },
            {
              path: '/members/pray',
              layout: 'banner',
              auth: 'required',
              menus: pray('คำขอพรของฉัน', 10, true),
            },
            { path: '/members/pray/edit/:projectId?', layout: 'banner', auth: 'required' },
          ],
        }),
      ],
    });
    renderLayout(BannerLayout, '/members/pray');
    const subnav = within(screen.getByRole('navigation', { name: 'เมนูขอพร' }));
    expect(subnav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'คำขอพรของฉัน',
      'สร้างคำขอพร',
    ]);
    expect(subnav.getByRole('link', { name: 'คำขอพรของฉัน' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('catalogue layout', () => {
  it('puts the aside widgets beside the page', async () => {
    renderLayout(CatalogueLayout, '/ecommerce/dealers');
    const sidebar = screen.getByRole('complementary', { name: 'ตัวกรองและหมวดหมู่' });
    expect(
      await within(sidebar).findByText('วิดเจ็ต mf_widgets/widgets/aside (mf_widgets · aside)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('เนื้อหาของหน้า');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves the sidebar out when no widget fills it', () => {
    catalog$.set({ remotes: [] });
    renderLayout(CatalogueLayout);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

it('mounts the footer.after widgets in every footer, and nothing when a widget fails', async () => {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (id.endsWith('/aside')) throw new Error('remote down');
    return fakeRemoteApp(`วิดเจ็ต ${id}`);
  });
  renderLayout(CatalogueLayout);
  const footer = within(screen.getByRole('contentinfo'));
  expect(await footer.findByText(/mf_widgets · footer\.after/)).toBeInTheDocument();
  await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_widgets/widgets/aside'));
  expect(screen.getByRole('complementary')).not.toHaveTextContent(/วิดเจ็ต/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
