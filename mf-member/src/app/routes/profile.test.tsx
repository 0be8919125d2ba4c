import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthUser } from '@chokdee/shared-kernel/api/auth';
import { fetchAddresses } from '@chokdee/shared-kernel/api/member';
import type { Address } from '@chokdee/shared-contract/schemas/address';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { memberFixture } from '../../testing/member-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ fetchAuthUser: jest.fn(), postLogout: jest.fn() }));
jest.mock('../../features/notices/api/notice-preferences', () => ({
  fetchNoticePreferences: jest.fn(() => new Promise(() => undefined)),
  saveNoticeChoices: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/api/member', () => ({
  fetchAddresses: jest.fn(),
  createAddress: jest.fn(),
  updateAddress: jest.fn(),
  searchThaiAddresses: jest.fn(),
}));

const home: Address = {
  id: 1,
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  tel: '0898765432',
  address: '99/1 ถนนพหลโยธิน',
  sub_district: 'ลาดยาว',
  district: 'จตุจักร',
  province: 'กรุงเทพมหานคร',
  zip_code: '10900',
};

beforeEach(() => {
  jest.mocked(fetchAddresses).mockReset().mockResolvedValue([home]);
});

function fact(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('profile page', () => {
  it('shows name, phone grouped 3-3-4 (081 234 5678), the date of birth in Buddhist era, provider and LINE status', async () => {
    jest.mocked(fetchAuthUser).mockResolvedValue(memberFixture());
    await loginWithToken('token');
    await renderRoute(appRoutes, '/members/profile');

    // The page loads on its first visit (lazy): wait for it.
    expect(await screen.findByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeInTheDocument();
    expect(fact('ชื่อ-นามสกุล')).toBe('สมชาย ใจดี');
    expect(fact('เบอร์โทรศัพท์')).toBe('081 234 5678');
    expect(fact('วันเกิด')).toBe('7 พฤษภาคม 2533');
    expect(fact('เข้าสู่ระบบด้วย')).toBe('เบอร์โทรศัพท์และรหัสผ่าน');
    expect(screen.getByRole('link', { name: 'เปิดรับการแจ้งเตือน' })).toHaveAttribute(
      'href',
      '/members/connect-notification',
    );
    const addresses = await screen.findByRole('list', { name: 'ที่อยู่ของฉัน' });
    expect(addresses).toHaveTextContent('บ้าน');
    expect(addresses).toHaveTextContent('089 876 5432');
  });

  it("shows '-' for what a LINE member has not given, and opens the address list modal", async () => {
    const user = userEvent.setup();
    jest.mocked(fetchAuthUser).mockResolvedValue(
      memberFixture({
        tel: null,
        date_of_birth: null,
        login_provider: 'line',
        is_follow_line_notification: true,
      }),
    );
    await loginWithToken('token');
    await renderRoute(appRoutes, '/members/profile');

    expect(fact('เบอร์โทรศัพท์')).toBe('-');
    expect(fact('วันเกิด')).toBe('-');
    expect(fact('เข้าสู่ระบบด้วย')).toBe('LINE');
    expect(fact('การแจ้งเตือนผ่าน LINE')).toBe('เปิดรับการแจ้งเตือนแล้ว');

    await user.click(screen.getByRole('button', { name: 'จัดการที่อยู่' }));
    const dialog = screen.getByRole('dialog', { name: 'ที่อยู่ของฉัน' });
    expect(await within(dialog).findByText('บ้าน')).toBeInTheDocument();
  });
});
