import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { AdminRemote, CatalogChange } from '@chokdee/shared-kernel/schemas/catalog-admin';
import { jsonResponse, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { apiError, mockApi, on } from '../content/testing/content-api';
import { ConfirmHost } from '../ui/confirm-host';
import AdminConsole from './admin-console';
import { endStaffSession, startStaffSession } from './staff-session';

const SESSION = {
  token: 'staff-token',
  username: 'owner',
  name: 'มานี ใจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

const campaign = (overrides: Partial<AdminRemote> = {}): AdminRemote => ({
  name: 'mf_campaign',
  entry: 'http://localhost:3007/mf-manifest.json',
  version: '0.1.0',
  routes: [
    {
      path: '/worldcup2022',
      layout: 'default',
      auth: 'none',
      menus: [{ menu: 'site', label: 'ฟุตบอลโลก 2022', order: 500, exact: false }],
    },
  ],
  widgets: [],
  enabled: true,
  campaign_starts_at: '2026-11-21T20:00:00.000+07:00',
  campaign_ends_at: null,
  updated_at: '2026-11-21T18:00:00.000+07:00',
  live_version_id: 1,
  canary: { version_id: 2, version: '0.2.0', percent: 20 },
  health: { ok: true, checked_at: '2026-11-21T18:05:00.000+07:00' },
  ...overrides,
});

const change: CatalogChange = {
  id: 1,
  remote: 'mf_campaign',
  action: 'schedule',
  detail: 'เปิด 21/11/69 20:00 – ปิด ไม่กำหนด',
  actor: 'owner',
  at: '2026-11-21T18:01:00.000+07:00',
};

let api: FetchMock;
beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
beforeEach(() => {
  endStaffSession();
});
afterEach(() => api?.restore());

const renderConsole = () =>
  render(
    <>
      <AdminConsole />
      <ConfirmHost />
    </>,
  );

it('asks staff to log in: Thai errors for empty fields, the API refusal as an alert, then the console', async () => {
  api = mockApi(
    (url, request) => {
      if (url.pathname !== '/admin/v1/staff-sessions') return undefined;
      return (request.clone().json() as Promise<{ password: string }>).then((body) =>
        body.password === 'right-password'
          ? jsonResponse({ data: SESSION }, 201)
          : apiError(401, 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'),
      );
    },
    on('/admin/v1/remotes', () => ({ data: [campaign()] })),
    on('/admin/v1/catalog-changes', () => ({ data: [change] })),
  );
  renderConsole();
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  expect(screen.getByRole('textbox', { name: /ชื่อผู้ใช้/ })).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);

  await userEvent.type(screen.getByRole('textbox', { name: /ชื่อผู้ใช้/ }), 'owner');
  await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');

  await userEvent.clear(screen.getByLabelText(/รหัสผ่าน/));
  await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  const card = await screen.findByRole('article', { name: 'mf_campaign' });
  expect(card).toHaveTextContent('ทดลอง 0.2.0 กับผู้เข้าชม 20%');
  expect(card).toHaveTextContent('ตอบสนองปกติ (ตรวจเมื่อ 21/11/69 18:05 น.)');
  expect(card).toHaveTextContent('เปิด 21/11/69 20:00 น. – ปิด ไม่กำหนด');
  expect(card).toHaveTextContent('ฟุตบอลโลก 2022 (site)');
  const log = screen.getByRole('region', { name: 'ประวัติการเปลี่ยนแปลง' });
  expect(within(log).getByRole('row', { name: /owner/ })).toHaveTextContent('ตั้งเวลา');
  // Every console call carries the staff token.
  const remotesCall = api.calls.find((call) => call.url.endsWith('/admin/v1/remotes'));
  expect(remotesCall?.headers.get('authorization')).toBe('Bearer staff-token');
});

it('promotes the canary after the confirm dialog, and reloads the list', async () => {
  startStaffSession(SESSION);
  let promoted = false;
  api = mockApi(
    on('/admin/v1/remotes/mf_campaign/canary/promote', () => {
      promoted = true;
      return { data: campaign({ version: '0.2.0', canary: null }) };
    }),
    on('/admin/v1/remotes', () => ({
      data: [promoted ? campaign({ version: '0.2.0', canary: null }) : campaign()],
    })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'mf_campaign' });
  await userEvent.click(within(card).getByRole('button', { name: 'ใช้เวอร์ชันทดลองกับทุกคน' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('ใช้ 0.2.0 กับผู้เข้าชมทุกคน?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
  expect(await within(card).findByText(/^0\.2\.0$/)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'ใช้เวอร์ชันทดลองกับทุกคน' })).toBeNull();
});

it('a schedule that closes before it opens is refused in the dialog, nothing sent', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    on('/admin/v1/remotes', () => ({ data: [campaign({ canary: null })] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'mf_campaign' });
  await userEvent.click(within(card).getByRole('button', { name: 'ตั้งเวลา' }));
  const dialog = await screen.findByRole('dialog', { name: 'ตั้งเวลาเปิด–ปิด mf_campaign' });
  await userEvent.clear(within(dialog).getByLabelText('เปิดตั้งแต่'));
  await userEvent.type(within(dialog).getByLabelText('เปิดตั้งแต่'), '2026-11-22T10:00');
  await userEvent.type(within(dialog).getByLabelText('ปิดเมื่อ'), '2026-11-22T09:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกเวลา' }));
  expect(within(dialog).getByLabelText('ปิดเมื่อ')).toHaveAccessibleDescription(
    expect.stringContaining('เวลาปิดต้องอยู่หลังเวลาเปิด') as unknown as string,
  );
  expect(api.calls.some((call) => call.url.includes('/schedule'))).toBe(false);
});

it('a refused rollback shows its reason on the card of that remote', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    on('/admin/v1/remotes/mf_campaign/rollback', () =>
      apiError(409, 'ไม่มีเวอร์ชันก่อนหน้าให้ย้อนกลับ (no previous version to roll back to)'),
    ),
    on('/admin/v1/remotes', () => ({ data: [campaign({ canary: null })] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'mf_campaign' });
  await userEvent.click(within(card).getByRole('button', { name: 'ย้อนเวอร์ชัน' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('ไม่มีเวอร์ชันก่อนหน้าให้ย้อนกลับ');
});
