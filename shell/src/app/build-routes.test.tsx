import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/stores/auth-token';
import { catalogFixture } from '../testing/catalog-fixture';
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
  clearAuthToken();
});

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

it('renders a route whose layout is not built yet in the default layout', async () => {
  setAuthToken('member-token');
  renderAt('/members/profile');
  expect(await screen.findByText('สมาชิกจากรีโมต (mf_member · main)')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
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
  // The login page belongs to the same remote: it is fetched once, for the login route.
  await screen.findByText('สมาชิกจากรีโมต (mf_member · main)');
  expect(requestedRemotes()).toEqual(['mf_member/app']);
});

it('sends a logged-in member away from a guest-only page to home', async () => {
  setAuthToken('member-token');
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
