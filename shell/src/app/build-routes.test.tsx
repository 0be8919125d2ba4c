import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { $intentUrl, clearIntent } from '@chokdee/shared-kernel/stores/intent';
import { catalogFixture, remote } from '../testing/catalog-fixture';
import { fakeRemoteApp } from '../testing/fake-remote-app';
import { buildRoutes } from './build-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const apps = {
  mf_lottery: fakeRemoteApp('ตรวจผลสลากจากรีโมต'),
  mf_member: fakeRemoteApp('สมาชิกจากรีโมต'),
  mf_truck: fakeRemoteApp('ร้านรถขายอาหาร'),
};

function renderAt(path: string, catalog = catalogFixture) {
  const router = createMemoryRouter(buildRoutes(catalog), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function requestedRemotes() {
  return load.mock.calls.map(([id]) => id);
}

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (id: string) => apps[id.split('/')[0] as keyof typeof apps]);
  setUser(null);
  clearIntent();
});

afterEach(() => jest.restoreAllMocks());

it('answers an unknown path with the 404 page inside the default layout', async () => {
  renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'โชคดี หน้าแรก' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('contentinfo')).toHaveTextContent(/© 25\d\d โชคดี/);
  expect(load).not.toHaveBeenCalled();
});

it('renders the home page with its way to the results checker', async () => {
  renderAt('/');
  expect(await screen.findByRole('heading', { name: 'ยินดีต้อนรับสู่โชคดี' })).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'ตรวจผลสลาก' })).toHaveAttribute('href', '/check-lottery');
  expect(
    within(screen.getByRole('navigation', { name: 'เมนูหลัก' })).getByRole('link', { name: 'หน้าแรก' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(load).not.toHaveBeenCalled();
});

it("mounts a remote's app on its route, in the page slot of its layout, and only that remote", async () => {
  renderAt('/check-lottery/2026-05-16');
  const main = screen.getByRole('main');
  expect(await within(main).findByText('ตรวจผลสลากจากรีโมต (mf_lottery · main)')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(requestedRemotes()).toEqual(['mf_lottery/app']);
});

it('keeps the remote mounted while the visitor moves between its paths (its own router follows)', async () => {
  const router = renderAt('/check-lottery');
  await screen.findByText(/ตรวจผลสลากจากรีโมต/);
  const mounts = apps.mf_lottery.calls.mount;
  await act(() => router.navigate('/checklottery'));
  await act(() => router.navigate('/check-lottery/2026-05-01'));
  expect(screen.getByText(/ตรวจผลสลากจากรีโมต/)).toBeInTheDocument();
  expect(apps.mf_lottery.calls.mount).toBe(mounts);
  expect(requestedRemotes()).toEqual(['mf_lottery/app']);
});

it('renders a member page in the profile layout, with the member menu beside it', async () => {
  setUser(authUserFixture());
  renderAt('/members/profile');
  const main = screen.getByRole('main');
  expect(await within(main).findByText('สมาชิกจากรีโมต (mf_member · main)')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'เมนูสมาชิก' })).toBeInTheDocument();
  expect(screen.getByText('สมชาย ใจดี')).toBeInTheDocument();
});

it('renders the login page in the login layout: a card without the site menu', async () => {
  renderAt('/members/login');
  expect(await within(screen.getByRole('main')).findByText(/สมาชิกจากรีโมต/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'โชคดี หน้าแรก' })).toHaveAttribute('href', '/');
});

it('renders a route whose layout is not built yet in the default layout', async () => {
  const catalog: Catalog = {
    remotes: [
      remote({ name: 'mf_member', routes: [{ path: '/members/safe', layout: 'guest', auth: 'none' }] }),
    ],
  };
  renderAt('/members/safe', catalog);
  expect(await screen.findByText(/สมาชิกจากรีโมต/)).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
});

it('sends a member whose phone is not verified to verify it, saving the intent cookie', async () => {
  setUser(authUserFixture({ verified_otp_id: null }));
  const router = renderAt('/members/bank-account?from=menu');
  await waitFor(() => expect(router.state.location.pathname).toBe('/members/verify-phone'));
  expect($intentUrl.get()).toBe('/members/bank-account?from=menu');
  expect(document.cookie).toContain(`intent_url=${encodeURIComponent('/members/bank-account?from=menu')}`);
  expect(await screen.findByText(/สมาชิกจากรีโมต/)).toBeInTheDocument();
});

it('sends a LINE member without a date of birth to the profile edit before the page', async () => {
  const catalog: Catalog = {
    remotes: [
      remote({
        name: 'mf_member',
        routes: [
          { path: '/members/profile/edit', layout: 'profile', auth: 'required' },
          { path: '/members/order-history', layout: 'profile', auth: 'required' },
        ],
      }),
    ],
  };
  setUser(authUserFixture({ login_provider: 'line', verified_otp_id: null, date_of_birth: null }));
  const router = renderAt('/members/order-history', catalog);
  await waitFor(() => expect(router.state.location.pathname).toBe('/members/profile/edit'));
  expect(router.state.location.search).toBe('?slim&redirect_url=%2Fmembers%2Forder-history');
});

it('sends a visitor to the privacy policy only on routes that opt in', async () => {
  const catalog: Catalog = {
    remotes: [
      remote({
        name: 'mf_lottery',
        routes: [
          { path: '/check-lottery', layout: 'default', auth: 'none', privacy_guard: true },
          { path: '/checklottery', layout: 'default', auth: 'none' },
        ],
      }),
    ],
  };
  const open = renderAt('/checklottery', catalog);
  expect(await screen.findByText(/ตรวจผลสลากจากรีโมต/)).toBeInTheDocument();
  expect(open.state.location.pathname).toBe('/checklottery');
  cleanup();
  const guarded = renderAt('/check-lottery', catalog);
  await waitFor(() => expect(guarded.state.location.pathname).toBe('/policy-privacy'));
  expect(guarded.state.location.search).toBe('?redirect_url=%2Fcheck-lottery');
});

it('shows the error page with a 500 message for a route whose guard is unknown', async () => {
  const catalog = {
    remotes: [
      remote({
        name: 'mf_member',
        routes: [{ path: '/members/x', layout: 'default', auth: 'admin' as never }],
      }),
    ],
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/members/x', catalog);
  expect(await screen.findByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('หน้านี้ตั้งค่าไม่ถูกต้อง กรุณาลองใหม่ภายหลัง');
  expect(load).not.toHaveBeenCalled();
});

it('renders an empty-layout route without header or footer', async () => {
  renderAt('/truck/store');
  expect(await screen.findByText('ร้านรถขายอาหาร (mf_truck · main)')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

it('sends a logged-out visitor of a member page to login before the page remote is fetched', async () => {
  const router = renderAt('/members/profile?tab=bank');
  await waitFor(() => expect(router.state.location.pathname).toBe('/members/login'));
  expect(new URLSearchParams(router.state.location.search).get('redirect_url')).toBe(
    '/members/profile?tab=bank',
  );
  expect($intentUrl.get()).toBe('/members/profile?tab=bank');
  // The login page belongs to the same remote: it is fetched once, for the login route.
  await screen.findByText('สมาชิกจากรีโมต (mf_member · main)');
  expect(requestedRemotes()).toEqual(['mf_member/app']);
});

it('sends a logged-in member away from a guest-only page to home', async () => {
  setUser(authUserFixture());
  const router = renderAt('/members/login');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { name: 'ยินดีต้อนรับสู่โชคดี' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('leaves out the routes of a disabled remote', async () => {
  renderAt('/worldcup2022');
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
});

it("without a catalog still serves the shell's pages, and a remote's path is a 404", async () => {
  renderAt('/check-lottery', null as never);
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
