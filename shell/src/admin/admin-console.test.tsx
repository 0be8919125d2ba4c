import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { AdminRemote, CatalogChange } from '@chokdee/shared-contract/schemas/catalog-admin';
import { jsonResponse, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { apiError, mockApi, on, type ApiRoute } from '../content/testing/content-api';
import type { StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import { ConfirmHost } from '../ui/confirm-host';
import AdminConsole from './admin-console';
import { endStaffSession, startStaffSession } from '@chokdee/shared-kernel/stores/staff-session';

// The schedule test clicks through a month's calendar in jsdom, now after the roles call too.
jest.setTimeout(15_000);

const SESSION = {
  token: 'staff-token',
  username: 'owner',
  name: 'มานี ใจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

const campaign = (overrides: Partial<AdminRemote> = {}): AdminRemote => ({
  name: 'mf_campaign',
  display_name: 'แคมเปญ',
  entry: 'http://localhost:3007/mf-manifest.json',
  version: '0.1.0',
  routes: [
    {
      path: '/worldcup2022',
      title: 'ลุ้นบอลโลก 2022 กับโชคดี',
      layout: 'default',
      auth: 'none',
      menus: [{ menu: 'site', label: 'ฟุตบอลโลก 2022', order: 500, exact: false }],
    },
  ],
  widgets: [{ slot: 'footer.after', module: './widgets/banner' }],
  enabled: true,
  campaign_starts_at: '2026-11-21T20:00:00.000+07:00',
  campaign_ends_at: null,
  updated_at: '2026-11-21T18:00:00.000+07:00',
  live_version_id: 1,
  previous_version: null,
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

/** `GET /admin/v1/staff-sessions`: the logged-in staff member with these roles. */
const meAs =
  (roles: StaffRole[]): ApiRoute =>
  (url, request) =>
    url.pathname === '/admin/v1/staff-sessions' && request.method === 'GET'
      ? jsonResponse({ data: { username: SESSION.username, name: SESSION.name, scope: ['admin'], roles } })
      : undefined;

const renderConsole = () =>
  render(
    <>
      <AdminConsole />
      <ConfirmHost />
    </>,
  );

it('asks staff to log in: Thai errors for empty fields, the API refusal as an alert, then the console', async () => {
  api = mockApi(
    meAs(['owner']),
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
  const card = await screen.findByRole('article', { name: 'แคมเปญ' });
  expect(card).toHaveTextContent('ทดลอง 0.2.0 กับผู้เข้าชม 20%');
  expect(card).toHaveTextContent('ตอบสนองปกติ (ตรวจเมื่อ 21/11/69 18:05 น.)');
  expect(card).toHaveTextContent('เปิด 21/11/69 20:00 น. – ปิด ไม่กำหนด');
  expect(card).toHaveTextContent('ฟุตบอลโลก 2022 (เมนูหลัก)');
  expect(card).toHaveTextContent('หน้าลุ้นบอลโลก 2022 กับโชคดี');
  const log = screen.getByRole('region', { name: 'ประวัติการเปลี่ยนแปลง' });
  expect(within(log).getByRole('row', { name: /owner/ })).toHaveTextContent('ตั้งเวลา');
  // Every console call carries the staff token.
  const remotesCall = api.calls.find((call) => call.url.endsWith('/admin/v1/remotes'));
  expect(remotesCall?.headers.get('authorization')).toBe('Bearer staff-token');
});

it.each([
  ['a staff page of the site', '/staff/pray-review?status=rejected', '/staff/pray-review?status=rejected'],
  ['another host', '//evil.example/x', '/admin'],
  ['an encoded other host', '/%2F%2Fevil.example', '/admin'],
])(
  'after the login, a redirect_url to %s (%s) is followed only to a same-site path',
  async (_what, target, expected) => {
    window.history.replaceState(null, '', `/admin?redirect_url=${encodeURIComponent(target)}`);
    api = mockApi(
      meAs(['owner']),
      meAs(['owner']),
      on('/admin/v1/staff-sessions', () => ({ data: SESSION })),
      on('/admin/v1/remotes', () => ({ data: [] })),
      on('/admin/v1/catalog-changes', () => ({ data: [] })),
    );
    renderConsole();
    await userEvent.type(screen.getByRole('textbox', { name: /ชื่อผู้ใช้/ }), 'owner');
    await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบ' })).not.toBeInTheDocument());
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      expected === '/admin' ? `/admin?redirect_url=${encodeURIComponent(target)}` : expected,
    );
    window.history.replaceState(null, '', '/');
  },
);

it('promotes the canary after the confirm dialog, and reloads the list', async () => {
  startStaffSession(SESSION);
  let promoted = false;
  api = mockApi(
    meAs(['owner']),
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
  const card = await screen.findByRole('article', { name: 'แคมเปญ' });
  await userEvent.click(within(card).getByRole('button', { name: 'ใช้เวอร์ชันทดลองกับทุกคน' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('ใช้ 0.2.0 กับผู้เข้าชมทุกคน?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
  expect(await within(card).findByText(/^0\.2\.0$/)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'ใช้เวอร์ชันทดลองกับทุกคน' })).toBeNull();
});

/** Picks a day on the field's Buddhist-era calendar, then types the time. */
async function pickMoment(group: HTMLElement, day: string, time: string) {
  await userEvent.click(within(group).getByLabelText('วันที่'));
  const calendar = within(group).getByRole('dialog', { name: 'ปฏิทิน' });
  await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'เลือกปี' }), '2569');
  await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'เลือกเดือน' }), 'พฤศจิกายน');
  await userEvent.click(within(calendar).getByRole('button', { name: new RegExp(`${day}(, เลือกแล้ว)?$`) }));
  // jsdom's time input takes no typing key by key; a browser's does (the e2e types it).
  fireEvent.change(within(group).getByLabelText('เวลา (น.)'), { target: { value: time } });
}

it('a schedule that closes before it opens is refused in the dialog, nothing sent', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes', () => ({ data: [campaign({ canary: null })] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'แคมเปญ' });
  await userEvent.click(within(card).getByRole('button', { name: 'ตั้งเวลา' }));
  const dialog = await screen.findByRole('dialog', { name: 'ตั้งเวลาเปิด–ปิดแคมเปญ' });
  const opens = within(dialog).getByRole('group', { name: 'เปิดตั้งแต่' });
  const closes = within(dialog).getByRole('group', { name: 'ปิดเมื่อ' });
  await pickMoment(opens, 'ที่ 22 พฤศจิกายน 2569', '10:00');
  await pickMoment(closes, 'ที่ 22 พฤศจิกายน 2569', '09:00');
  // The day reads in the Buddhist era, the moment in Bangkok time.
  expect(closes).toHaveAccessibleDescription(
    expect.stringContaining('22/11/69 09:00 น.') as unknown as string,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกเวลา' }));
  expect(closes).toHaveAccessibleDescription(
    expect.stringContaining('เวลาปิดต้องอยู่หลังเวลาเปิด') as unknown as string,
  );
  expect(api.calls.some((call) => call.url.includes('/schedule'))).toBe(false);
});

it('a refused rollback shows its reason on the card of that remote', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes/mf_campaign/rollback', () =>
      apiError(409, 'ย้อนกลับไม่ได้ เพราะยังไม่มีเวอร์ชันก่อนหน้าเวอร์ชันที่ใช้งานอยู่'),
    ),
    on('/admin/v1/remotes', () => ({
      data: [campaign({ canary: null, previous_version: { version_id: 0, version: '0.0.9' } })],
    })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'แคมเปญ' });
  await userEvent.click(within(card).getByRole('button', { name: 'ย้อนเวอร์ชัน' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ย้อนเวอร์ชัน' }),
  );
  expect(await within(card).findByRole('alert')).toHaveTextContent('ย้อนกลับไม่ได้');
});

it('heads each card with its Thai name; the technical name, entry and slots are folded away', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes', () => ({ data: [campaign()] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'แคมเปญ' });
  expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(/^แคมเปญ$/);
  const technical = within(card).getByText('รายละเอียดทางเทคนิค').closest('details')!;
  expect(technical).not.toHaveAttribute('open');
  for (const word of [
    'mf_campaign',
    'http://localhost:3007/mf-manifest.json',
    '/worldcup2022',
    'footer.after',
  ]) {
    expect(technical).toHaveTextContent(word);
  }
  // Outside the fold, staff read no technical word.
  technical.remove();
  expect(card).not.toHaveTextContent(/mf_|manifest|\/worldcup2022|footer\.after|\(site\)/);
});

it('offers rollback only when a previous version exists, and asks before rolling back', async () => {
  startStaffSession(SESSION);
  let previous: AdminRemote['previous_version'] = null;
  let rolledBack = false;
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes/mf_campaign/rollback', () => {
      rolledBack = true;
      previous = null;
      return { data: campaign({ version: '0.0.9', canary: null }) };
    }),
    on('/admin/v1/remotes', () => ({ data: [campaign({ canary: null, previous_version: previous })] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  const { unmount } = renderConsole();
  let card = await screen.findByRole('article', { name: 'แคมเปญ' });
  expect(within(card).queryByRole('button', { name: 'ย้อนเวอร์ชัน' })).toBeNull();
  unmount();

  previous = { version_id: 0, version: '0.0.9' };
  renderConsole();
  card = await screen.findByRole('article', { name: 'แคมเปญ' });
  await userEvent.click(await within(card).findByRole('button', { name: 'ย้อนเวอร์ชัน' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('ย้อน “แคมเปญ” จากเวอร์ชัน 0.1.0 กลับไปเวอร์ชัน 0.0.9?');
  expect(rolledBack).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'ย้อนเวอร์ชัน' }));
  await waitFor(() => expect(rolledBack).toBe(true));
  await waitFor(() => expect(within(card).queryByRole('button', { name: 'ย้อนเวอร์ชัน' })).toBeNull());
});

it('disabling asks first: cancelled, nothing is sent; confirmed, the remote is turned off', async () => {
  startStaffSession(SESSION);
  let enabled = true;
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes/mf_campaign/disable', () => {
      enabled = false;
      return { data: campaign({ enabled }) };
    }),
    on('/admin/v1/remotes', () => ({ data: [campaign({ enabled })] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'แคมเปญ' });
  await userEvent.click(within(card).getByRole('button', { name: 'ปิดใช้งาน' }));
  let dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('ปิดใช้งาน “แคมเปญ”?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
  expect(api.calls.some((call) => call.url.endsWith('/disable'))).toBe(false);

  await userEvent.click(within(card).getByRole('button', { name: 'ปิดใช้งาน' }));
  dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ปิดใช้งาน' }));
  expect(await within(card).findByRole('button', { name: 'เปิดใช้งาน' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.url.endsWith('/disable'))).toHaveLength(1);
});

it('cancelling a canary asks first, saying who goes back to which version', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes', () => ({ data: [campaign()] })),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  const card = await screen.findByRole('article', { name: 'แคมเปญ' });
  await userEvent.click(within(card).getByRole('button', { name: 'ยกเลิกเวอร์ชันทดลอง' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('ยกเลิกเวอร์ชันทดลอง 0.2.0?');
  expect(dialog).toHaveTextContent('ผู้เข้าชมทุกคนจะกลับไปใช้เวอร์ชัน 0.1.0');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
  expect(api.calls.some((call) => call.url.endsWith('/canary/rollback'))).toBe(false);
});

it('the log and the versions name the deploy scripts and each remote in Thai, never the token', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes/mf_campaign/versions', () => ({
      data: [
        {
          id: 1,
          remote: 'mf_campaign',
          version: '0.1.0',
          entry: 'http://localhost:3007/mf-manifest.json',
          routes: [],
          widgets: [],
          kernel_range: '^0.1.0',
          react_range: '^19.3.1',
          registered_at: '2026-11-21T18:00:00.000+07:00',
          registered_by: 'ADMIN_TOKEN',
          live: true,
          canary: false,
          error_count: 0,
        },
      ],
    })),
    on('/admin/v1/remotes', () => ({ data: [campaign({ canary: null })] })),
    on('/admin/v1/catalog-changes', () => ({
      data: [
        { ...change, id: 2, action: 'register', detail: '0.1.0', actor: 'ADMIN_TOKEN' },
        {
          ...change,
          id: 3,
          remote: 'shell',
          action: 'shell-release',
          detail: 'shared-kernel 0.1.0, react 19.3.1',
        },
      ],
    })),
  );
  renderConsole();
  const log = await screen.findByRole('region', { name: 'ประวัติการเปลี่ยนแปลง' });
  const registered = await within(log).findByRole('row', { name: /ลงทะเบียนเวอร์ชัน/ });
  expect(registered).toHaveTextContent('ระบบติดตั้งอัตโนมัติ');
  expect(registered).toHaveTextContent('แคมเปญ');
  expect(within(log).getByRole('row', { name: /อัปเดตหน้าเว็บหลัก/ })).toHaveTextContent('หน้าเว็บหลัก');
  expect(log).not.toHaveTextContent(/ADMIN_TOKEN|mf_campaign|shared-kernel|shell/);

  const card = screen.getByRole('article', { name: 'แคมเปญ' });
  await userEvent.click(within(card).getByRole('button', { name: 'เวอร์ชันและข้อผิดพลาด' }));
  const versions = await screen.findByRole('dialog', { name: 'เวอร์ชันของแคมเปญ' });
  expect(await within(versions).findByRole('listitem', { name: 'เวอร์ชัน 0.1.0' })).toHaveTextContent(
    'โดย ระบบติดตั้งอัตโนมัติ',
  );
  expect(versions).not.toHaveTextContent('ADMIN_TOKEN');
});

it('a staff token the API no longer accepts takes the console back to its login, saying so', async () => {
  startStaffSession(SESSION);
  api = mockApi(
    meAs(['owner']),
    on('/admin/v1/remotes', () => apiError(401, 'กรุณาระบุรหัสผู้ดูแลระบบที่ถูกต้อง')),
    on('/admin/v1/catalog-changes', () => ({ data: [] })),
  );
  renderConsole();
  expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('การเข้าสู่ระบบหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง');
  expect(document.body).not.toHaveTextContent('รหัสผู้ดูแลระบบ');
});
