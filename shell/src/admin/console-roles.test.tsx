import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { jsonResponse, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { endStaffSession, startStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import {
  STAFF_ROLE_MESSAGES,
  type StaffAccount,
  type StaffRole,
} from '@chokdee/shared-contract/schemas/staff-roles';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { apiError, mockApi, on, type ApiRoute } from '../content/testing/content-api';
import { remote } from '../testing/catalog-fixture';
import AdminConsole from './admin-console';
import { backOfficesFor } from './back-office-links';

jest.setTimeout(20_000);

const SESSION = {
  token: 'staff-token',
  username: 'malee',
  name: 'มาลี ตรวจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

/** Two remotes, each declaring a back office for a role, and a staff page that is no back office. */
const catalog: Catalog = {
  remotes: [
    remote({
      name: 'mf_pray',
      routes: [
        {
          path: '/staff/pray-review',
          title: 'ตรวจคำขอพร',
          layout: 'default',
          auth: 'none',
          surface: 'staff',
          staff_roles: ['reviewer'],
        },
      ],
    }),
    remote({
      name: 'mf_ecommerce',
      routes: [
        {
          path: '/staff/shop-orders',
          title: 'คำสั่งซื้อร้านค้า',
          layout: 'default',
          auth: 'none',
          surface: 'staff',
          staff_roles: ['shop'],
        },
        { path: '/truck/store', title: 'ขายสลาก', layout: 'app-bar', auth: 'none', surface: 'staff' },
      ],
    }),
  ],
};

const meAs =
  (roles: StaffRole[]): ApiRoute =>
  (url, request) =>
    url.pathname === '/admin/v1/staff-sessions' && request.method === 'GET'
      ? jsonResponse({ data: { username: SESSION.username, name: SESSION.name, scope: ['admin'], roles } })
      : undefined;

let api: FetchMock;
beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
beforeEach(() => {
  endStaffSession();
  startStaffSession(SESSION);
});
afterEach(() => api?.restore());

test('the links come from the catalog: a role opens its own back offices, an owner every one', () => {
  expect(backOfficesFor(catalog, ['reviewer'])).toEqual([
    { path: '/staff/pray-review', title: 'ตรวจคำขอพร' },
  ]);
  expect(backOfficesFor(catalog, ['support'])).toEqual([]);
  expect(backOfficesFor(catalog, ['owner']).map((office) => office.path)).toEqual([
    '/staff/pray-review',
    '/staff/shop-orders',
  ]);
  expect(backOfficesFor(null, ['owner'])).toEqual([]);
});

test('a reviewer sees the complaints and review links: no remotes, no change log, no staff accounts', async () => {
  api = mockApi(
    meAs(['reviewer']),
    on('/public/v3/catalog', () => ({ data: catalog })),
  );
  render(<AdminConsole />);
  const links = await screen.findByRole('navigation', { name: 'งานของฉัน' });
  await waitFor(() => expect(within(links).getAllByRole('link')).toHaveLength(2));
  expect(within(links).getByRole('link', { name: 'เรื่องร้องเรียน' })).toHaveAttribute(
    'href',
    '/admin/complaints',
  );
  expect(within(links).getByRole('link', { name: 'ตรวจคำขอพร' })).toHaveAttribute(
    'href',
    '/staff/pray-review',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('หน้าทำงานเจ้าหน้าที่');
  expect(screen.getByText('บทบาท: ผู้ตรวจเนื้อหา')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'บัญชีเจ้าหน้าที่' })).not.toBeInTheDocument();
  expect(api.calls.some((call) => call.url.includes('/admin/v1/remotes'))).toBe(false);
  expect(api.calls.some((call) => call.url.includes('/admin/v1/staff-accounts'))).toBe(false);

  await userEvent.click(within(links).getByRole('link', { name: 'ตรวจคำขอพร' }));
  expect(window.location.pathname).toBe('/staff/pray-review');
  window.history.replaceState(null, '', '/');
});

test('payout staff see the prize claims office; support does not', async () => {
  api = mockApi(
    meAs(['payout']),
    on('/public/v3/catalog', () => ({ data: catalog })),
  );
  const { unmount } = render(<AdminConsole />);
  let links = await screen.findByRole('navigation', { name: 'งานของฉัน' });
  await waitFor(() =>
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ขึ้นเงินรางวัล']),
  );
  expect(within(links).getByRole('link', { name: 'ขึ้นเงินรางวัล' })).toHaveAttribute(
    'href',
    '/admin/prize-claims',
  );
  expect(screen.getByText('บทบาท: ฝ่ายจ่ายเงินรางวัล')).toBeInTheDocument();
  unmount();
  api.restore();

  api = mockApi(
    meAs(['support']),
    on('/public/v3/catalog', () => ({ data: catalog })),
  );
  render(<AdminConsole />);
  links = await screen.findByRole('navigation', { name: 'งานของฉัน' });
  await waitFor(() =>
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['เรื่องร้องเรียน', 'ค้นหาข้อมูลสมาชิก']),
  );
  expect(within(links).queryByRole('link', { name: 'ขึ้นเงินรางวัล' })).not.toBeInTheDocument();
});

test('an owner ticks a role to grant it, and reads why the last owner cannot lose theirs', async () => {
  let accounts: StaffAccount[] = [
    { id: 1, username: 'owner', name: 'มานี ใจดี', roles: ['owner'] },
    { id: 2, username: 'somchai', name: 'สมชาย', roles: ['support'] },
  ];
  api = mockApi(
    meAs(['owner']),
    on('/public/v3/catalog', () => ({ data: catalog })),
    on('/admin/v1/remotes', () => ({ data: [] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
    on('/admin/v1/staff-accounts', () => ({ data: accounts })),
    on('/admin/v1/staff-accounts/2/roles', () => {
      accounts = accounts.map((a) => (a.id === 2 ? { ...a, roles: ['shop', 'support'] } : a));
      return { data: ['shop', 'support'] };
    }),
    on('/admin/v1/staff-accounts/1/roles/owner', () => apiError(409, STAFF_ROLE_MESSAGES.lastOwner)),
  );
  render(<AdminConsole />);
  const section = await screen.findByRole('region', { name: 'บัญชีเจ้าหน้าที่' });
  const somchai = await within(section).findByRole('group', { name: /สมชาย/ });
  await userEvent.click(within(somchai).getByRole('checkbox', { name: 'ร้านค้า' }));
  await waitFor(() => expect(within(somchai).getByRole('checkbox', { name: 'ร้านค้า' })).toBeChecked());
  const grant = api.calls.find((call) => call.url.endsWith('/admin/v1/staff-accounts/2/roles'));
  expect(grant?.method).toBe('POST');
  expect(await grant?.clone().json()).toEqual({ role: 'shop' });

  const owner = within(section).getByRole('group', { name: /มานี/ });
  await userEvent.click(within(owner).getByRole('checkbox', { name: 'เจ้าของระบบ' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(STAFF_ROLE_MESSAGES.lastOwner);
  expect(within(owner).getByRole('checkbox', { name: 'เจ้าของระบบ' })).toBeChecked();
  // The owner's links: the console's complaints, then every back office the remotes declare.
  const links = screen.getByRole('navigation', { name: 'งานของฉัน' });
  expect(
    within(links)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['เรื่องร้องเรียน', 'ค้นหาข้อมูลสมาชิก', 'ขึ้นเงินรางวัล', 'ตรวจคำขอพร', 'คำสั่งซื้อร้านค้า']);
});

test('an owner reads the audit log: who did what, before and after, a page at a time', async () => {
  const line = (id: number, extra: object = {}) => ({
    id,
    at: '2026-11-21T18:01:00.000+07:00',
    actor: 'malee',
    staff_id: 3,
    method: 'POST',
    route: '/admin/v1/pray/projects/:id/approve',
    params: { id: '7' },
    status: 200,
    target_id: null,
    before: null,
    after: null,
    ...extra,
  });
  api = mockApi(
    meAs(['owner']),
    on('/public/v3/catalog', () => ({ data: catalog })),
    on('/admin/v1/remotes', () => ({ data: [] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
    on('/admin/v1/staff-accounts', () => ({ data: [] })),
    on('/admin/v1/audit-log', (url) =>
      url.searchParams.get('page') === '2'
        ? {
            data: [line(1, { actor: 'ADMIN_TOKEN', method: 'PUT' })],
            meta: { page: 2, per_page: 20, total: 21, last_page: 2 },
          }
        : {
            data: [line(2, { before: { status: 'pending_review' }, after: { status: 'published' } })],
            meta: { page: 1, per_page: 20, total: 21, last_page: 2 },
          },
    ),
  );
  render(<AdminConsole />);
  const log = await screen.findByRole('region', { name: 'บันทึกการทำรายการของเจ้าหน้าที่' });
  const first = await within(log).findByRole('listitem');
  expect(first).toHaveTextContent('21/11/69 18:01 น. · malee · สร้าง/สั่งงาน · ผล 200');
  expect(first).toHaveTextContent('/admin/v1/pray/projects/:id/approve');
  expect(first).toHaveTextContent('ก่อน: {"status":"pending_review"}');
  expect(first).toHaveTextContent('หลัง: {"status":"published"}');
  await userEvent.click(within(log).getByRole('button', { name: 'เก่ากว่า' }));
  expect(await within(log).findByText(/ระบบติดตั้งอัตโนมัติ · แก้ไข/)).toBeInTheDocument();
  expect(within(log).getByText('หน้า 2 จาก 2')).toBeInTheDocument();
  expect(within(log).getByRole('button', { name: 'เก่ากว่า' })).toBeDisabled();
});
