import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptConsent, fetchAuthUser, fetchLatestConsent } from '@chokdee/shared-kernel/api/auth';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { $user, setUser } from '@chokdee/shared-kernel/stores/auth';
import { setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { TOAST_DURATION_MS } from '../ui/toast-store';
import { ToastViewport } from '../ui/toast-viewport';
import { ConsentGate } from './consent-gate';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  fetchLatestConsent: jest.fn(),
  acceptConsent: jest.fn(),
  fetchAuthUser: jest.fn(),
  postLogout: jest.fn(),
  postLogin: jest.fn(),
  postRegister: jest.fn(),
}));

const latest = jest.mocked(fetchLatestConsent);
const accept = jest.mocked(acceptConsent);
const me = jest.mocked(fetchAuthUser);

const consent = {
  id: 3,
  version: 1,
  content:
    '<h3>ข้อตกลง</h3><p>เนื้อหาข้อตกลง</p><script>window.hacked = true</script>' +
    '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">ลิงก์</a>',
};

function renderGate() {
  return render(
    <>
      <ConsentGate />
      <ToastViewport />
    </>,
  );
}

beforeEach(() => {
  latest.mockReset().mockResolvedValue(consent);
  accept.mockReset().mockResolvedValue(undefined);
  me.mockReset().mockResolvedValue(authUserFixture({ is_accept_latest_consent: true }));
  setAuthToken('member-token');
  setUser(authUserFixture({ is_accept_latest_consent: false }));
});

afterEach(() => jest.useRealTimers());

it('does not show for a visitor or a member who accepted the latest consent', () => {
  setUser(null);
  const { rerender } = renderGate();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => setUser(authUserFixture({ is_accept_latest_consent: true })));
  rerender(<ConsentGate />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(latest).not.toHaveBeenCalled();
});

it('shows the latest consent, cleaned of scripts and handlers, for a member who has not accepted', async () => {
  renderGate();
  const dialog = await screen.findByRole('dialog', { name: 'ข้อตกลงและเงื่อนไขการใช้บริการ' });
  expect(await screen.findByText('เนื้อหาข้อตกลง')).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();
  expect(dialog.querySelector('[onerror]')).toBeNull();
  expect(screen.getByText('ลิงก์')).not.toHaveAttribute('href');
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

it('also shows when the flag is missing (null)', async () => {
  setUser(authUserFixture({ is_accept_latest_consent: null }));
  renderGate();
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it('enables continue only once the accept box is ticked, then accepts, reloads the member and closes', async () => {
  renderGate();
  const button = await screen.findByRole('button', { name: 'ดำเนินการต่อ' });
  expect(button).toBeDisabled();
  const box = screen.getByRole('checkbox', { name: 'ข้าพเจ้ายอมรับข้อตกลงและเงื่อนไข' });
  await userEvent.click(box);
  expect(button).toBeEnabled();
  await userEvent.click(box);
  expect(button).toBeDisabled();
  await userEvent.click(box);
  await userEvent.click(button);
  expect(accept).toHaveBeenCalledWith(3);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(me).toHaveBeenCalled();
  expect($user.get()?.is_accept_latest_consent).toBe(true);
});

it("shows the toast 'ไม่สามารถดำเนินการได้' for 2000 ms when accepting fails, and stays open", async () => {
  accept.mockRejectedValue(new ApiRequestError({ message: 'ระบบขัดข้อง', errors: [], status: 500 }));
  renderGate();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'ข้าพเจ้ายอมรับข้อตกลงและเงื่อนไข' }));
  jest.useFakeTimers();
  await act(async () => {
    screen.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  });
  expect(screen.getByText('ไม่สามารถดำเนินการได้')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ดำเนินการต่อ' })).toBeEnabled();
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByText('ไม่สามารถดำเนินการได้')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('ไม่สามารถดำเนินการได้')).not.toBeInTheDocument();
});

it('offers a retry and a close button when the consent cannot be loaded', async () => {
  latest.mockRejectedValueOnce(new ApiRequestError({ message: 'x', errors: [], status: 0 }));
  renderGate();
  expect(await screen.findByText('ไม่สามารถโหลดข้อตกลงและเงื่อนไขได้')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
  expect(await screen.findByText('เนื้อหาข้อตกลง')).toBeInTheDocument();
});

it('has no close button unless the consent carries its text', async () => {
  renderGate();
  await screen.findByText('เนื้อหาข้อตกลง');
  expect(screen.queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['ดำเนินการต่อ']);
});

it("offers the consent's own close button with its text (spec §4), which closes without accepting", async () => {
  latest.mockResolvedValue({ ...consent, close_text: 'ไว้ภายหลัง' });
  renderGate();
  const close = await screen.findByRole('button', { name: 'ไว้ภายหลัง' });
  await userEvent.click(close);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(accept).not.toHaveBeenCalled();
});

it('closes by itself when no consent is published (404)', async () => {
  latest.mockRejectedValue(new ApiRequestError({ message: 'ไม่พบข้อมูล', errors: [], status: 404 }));
  renderGate();
  await waitFor(() => expect(latest).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
