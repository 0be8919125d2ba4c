import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'nanostores';
import { postOtpSend } from '@chokdee/shared-kernel/api/auth';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { completeLogin, type $user as UserStore } from '@chokdee/shared-kernel/stores/auth';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { authUser } from '../../testing/auth-user';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

const mockUser = atom<AuthUser | null>(null);
const mockReady = atom(true);

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ postOtpSend: jest.fn(), postOtpVerify: jest.fn() }));
jest.mock('@chokdee/shared-kernel/stores/auth', () => ({
  get $user(): typeof UserStore {
    return mockUser;
  },
  get $authReady() {
    return mockReady;
  },
  completeLogin: jest.fn(),
  setUser: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/navigation', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/navigation'),
  navigate: jest.fn(),
}));

beforeEach(() => {
  jest
    .mocked(postOtpSend)
    .mockReset()
    .mockResolvedValue({
      otp_ref: 'Yq3kP9vR2mZx8TfA',
      display_ref: 'AB12',
      expires_at: new Date(Date.now() + 300_000).toISOString(),
      resend_after_seconds: 60,
    });
  jest.mocked(completeLogin).mockReset().mockResolvedValue('/members/profile');
  jest.mocked(navigate).mockReset();
});

describe('/members/verify-phone', () => {
  it('sends a code to an unverified member and shows the form', async () => {
    mockUser.set(authUser({ verified_otp_id: null, tel: '0899999999' }));
    await renderRoute(appRoutes, '/members/verify-phone');
    expect(await screen.findByText(/ส่งรหัส OTP ไปที่ 089 999 9999 แล้ว/)).toBeInTheDocument();
    expect(postOtpSend).toHaveBeenCalledWith({ tel: '0899999999', purpose: 'verify_phone' });
  });

  it('does not send again to a verified member and lets them go on (no loop)', async () => {
    mockUser.set(authUser({ verified_otp_id: 3 }));
    const user = userEvent.setup();
    await renderRoute(appRoutes, '/members/verify-phone');
    expect(screen.getByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ดำเนินการต่อ' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members/profile', { replace: true }));
    expect(postOtpSend).not.toHaveBeenCalled();
  });

  it('waits for the member to load', async () => {
    mockUser.set(null);
    await renderRoute(appRoutes, '/members/verify-phone');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดข้อมูลสมาชิก');
    expect(postOtpSend).not.toHaveBeenCalled();
  });
});
