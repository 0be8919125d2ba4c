import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { postLogout } from '@chokdee/shared-kernel/api/auth';
import { fetchPointsBalance } from '@chokdee/shared-kernel/api/member';
import { fetchNotices, markNoticesReadUpTo } from '@chokdee/shared-kernel/api/notices';
import type { Notice } from '@chokdee/shared-contract/schemas/notices';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { $user, setUser } from '@chokdee/shared-kernel/stores/auth';
import { refreshNotices } from '@chokdee/shared-kernel/stores/notices';
import { $authToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { $intentUrl, clearIntent } from '@chokdee/shared-kernel/stores/intent';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { UserMenu } from './user-menu';

// The catalog declares the menus' links: mf-lottery's and mf-member's entries.
jest.mock(
  '../catalog/catalog-store',
  () => jest.requireActual('../testing/member-menus-catalog').catalogStoreModule,
);
jest.mock('@chokdee/shared-kernel/api/member', () => ({ fetchPointsBalance: jest.fn() }));
jest.mock('@chokdee/shared-kernel/api/notices', () => ({
  fetchNotices: jest.fn(),
  markNoticesReadUpTo: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  postLogout: jest.fn(),
  fetchAuthUser: jest.fn(),
  postLogin: jest.fn(),
  postRegister: jest.fn(),
}));

const balance = jest.mocked(fetchPointsBalance);
const logoutCall = jest.mocked(postLogout);
const noticesCall = jest.mocked(fetchNotices);
const markRead = jest.mocked(markNoticesReadUpTo);
const notice = (id: number, read: boolean, extra: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'purchase-shipped',
  title: `ร้านค้าจัดส่งคำสั่งซื้อ SH-${id} แล้ว`,
  body: 'ไปรษณีย์ไทย EX123456789TH',
  link: `/ecommerce/purchases/SH-${id}`,
  created_at: '2026-11-30T09:05:00+07:00',
  read,
  ...extra,
});

function renderAt(path: string, dragonRareMode = false) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <UserMenu dragonRareMode={dragonRareMode} />
            <a href="#after">ลิงก์ถัดไป</a>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function logIn() {
  setAuthToken('member-token');
  setUser(authUserFixture());
}

beforeEach(() => {
  balance.mockReset();
  logoutCall.mockReset();
  balance.mockResolvedValue({ balance: 1234, pending_welcome_points: 0 });
  noticesCall.mockReset();
  markRead.mockReset();
  noticesCall.mockResolvedValue({ data: [], unread: 0 });
  markRead.mockResolvedValue(undefined);
  logoutCall.mockResolvedValue(undefined);
  setUser(null);
  clearIntent();
});

describe('logged out', () => {
  it('offers the login button, which remembers the current path as the return target', async () => {
    const router = renderAt('/check-lottery/2026-05-16?number=123456');
    const link = await screen.findByRole('link', { name: 'เข้าสู่ระบบ' });
    const target = '/check-lottery/2026-05-16?number=123456';
    expect(link).toHaveAttribute('href', `/members/login?redirect_url=${encodeURIComponent(target)}`);
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/members/login');
    expect($intentUrl.get()).toBe(target);
    expect(document.cookie).toContain(`intent_url=${encodeURIComponent(target)}`);
  });

  it('does not remember the login pages themselves', async () => {
    renderAt('/members/register');
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/members/login');
  });
});

describe('logged in', () => {
  beforeEach(logIn);

  it('opens the dropdown with the points balance and the member links, focusing the first', async () => {
    renderAt('/');
    const button = screen.getByRole('button', { name: 'เมนูผู้ใช้' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('แต้มสะสม 1,234')).toBeInTheDocument();
    expect(screen.getByText('สมชาย ใจดี')).toBeInTheDocument();
    const profile = screen.getByRole('link', { name: 'ข้อมูลส่วนตัว' });
    expect(profile).toHaveAttribute('href', '/members/profile');
    expect(screen.getByRole('link', { name: 'แลกของรางวัล' })).toHaveAttribute('href', '/rewards');
    expect(screen.getByRole('link', { name: 'รายการสั่งซื้อ' })).toHaveAttribute(
      'href',
      '/members/order-history',
    );
    await waitFor(() => expect(profile).toHaveFocus());
  });

  it('says the welcome points wait for the phone, with the way to verify it', async () => {
    balance.mockResolvedValue({ balance: 0, pending_welcome_points: 100 });
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'เมนูผู้ใช้' }));
    expect(await screen.findByText(/แต้มต้อนรับ 100 แต้ม จะใช้ได้หลังยืนยันเบอร์โทรศัพท์/)).toBeInTheDocument();
    expect(screen.getByText(/^แต้มสะสม 0/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ยืนยันเบอร์โทรศัพท์' }));
    expect(router.state.location.pathname).toBe('/members/verify-phone');
  });

  it("in 'dragon rare mode' shows only the personal-info item (spec §2), without points", async () => {
    renderAt('/ขอพร', true);
    await userEvent.click(screen.getByRole('button', { name: 'เมนูผู้ใช้' }));
    const profile = await screen.findByRole('link', { name: 'ข้อมูลส่วนตัว' });
    expect(profile).toHaveAttribute('href', '/members/profile');
    const panelLinks = within(profile.closest('ul')!).getAllByRole('link');
    expect(panelLinks).toEqual([profile]);
    expect(screen.queryByText(/แต้มสะสม/)).not.toBeInTheDocument();
  });

  it('shows how many notices are unread on the avatar, and the notices when it opens', async () => {
    noticesCall.mockResolvedValue({
      data: [notice(7, false), notice(6, false, { link: '//evil.example' }), notice(5, true)],
      unread: 2,
    });
    renderAt('/');
    // The request cache still holds the list an earlier test read.
    await act(() => refreshNotices());
    const button = await screen.findByRole('button', { name: 'เมนูผู้ใช้ มีการแจ้งเตือนใหม่ 2 รายการ' });
    await userEvent.click(button);
    const list = within(await screen.findByRole('region', { name: 'การแจ้งเตือน' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('ใหม่ร้านค้าจัดส่งคำสั่งซื้อ SH-7 แล้วไปรษณีย์ไทย EX123456789TH30/11/69 09:05');
    expect(list.getByRole('link', { name: /SH-7/ })).toHaveAttribute('href', '/ecommerce/purchases/SH-7');
    // A link that is not a same-site path is shown as text, not followed.
    expect(list.queryByRole('link', { name: /SH-6/ })).not.toBeInTheDocument();
    expect(items[2]).not.toHaveTextContent('ใหม่');
    expect(markRead).toHaveBeenCalledWith(7);
  });

  it('says there is nothing yet, and marks nothing read', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'เมนูผู้ใช้' }));
    expect(await screen.findByText('ยังไม่มีการแจ้งเตือน')).toBeInTheDocument();
    expect(markRead).not.toHaveBeenCalled();
  });

  it('shows the error message in place of the balance when the points cannot be fetched', async () => {
    balance.mockRejectedValue(
      new ApiRequestError({ message: 'ไม่สามารถดึงข้อมูลแต้มสะสมได้', errors: [], status: 503 }),
    );
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'เมนูผู้ใช้' }));
    expect(await screen.findByText('ไม่สามารถดึงข้อมูลแต้มสะสมได้')).toBeInTheDocument();
    expect(screen.queryByText(/แต้มสะสม \d/)).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderAt('/');
    const button = screen.getByRole('button', { name: 'เมนูผู้ใช้' });
    await userEvent.click(button);
    await screen.findByRole('link', { name: 'ข้อมูลส่วนตัว' });
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'ข้อมูลส่วนตัว' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when focus leaves it with Tab, and when a link is followed', async () => {
    const router = renderAt('/');
    const button = screen.getByRole('button', { name: 'เมนูผู้ใช้' });
    await userEvent.click(button);
    await screen.findByRole('link', { name: 'ข้อมูลส่วนตัว' });
    act(() => screen.getByRole('link', { name: 'ลิงก์ถัดไป' }).focus());
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: 'แลกของรางวัล' }));
    expect(router.state.location.pathname).toBe('/rewards');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks before logging out; cancelling keeps the member', async () => {
    renderAt('/members/profile');
    await userEvent.click(screen.getByRole('button', { name: 'เมนูผู้ใช้' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ยืนยัน', description: 'คุณต้องการออกจากระบบ ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logoutCall).not.toHaveBeenCalled();
    expect($user.get()).not.toBeNull();
  });

  it('logs out after the confirm: endpoint called, member cleared, back home', async () => {
    const router = renderAt('/members/profile');
    await userEvent.click(screen.getByRole('button', { name: 'เมนูผู้ใช้' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ยืนยัน', description: 'คุณต้องการออกจากระบบ ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบ' }));
    expect(logoutCall).toHaveBeenCalledWith({ token: 'member-token' });
    expect($user.get()).toBeNull();
    expect($authToken.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute(
      'href',
      '/members/login?redirect_url=%2F',
    );
    // Home was left before the member was cleared: the protected page is not kept as an intent.
    expect($intentUrl.get()).toBeNull();
  });

  it('still logs out when the logout endpoint fails', async () => {
    logoutCall.mockRejectedValue(new ApiRequestError({ message: 'ระบบขัดข้อง', errors: [], status: 500 }));
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'เมนูผู้ใช้' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ออกจากระบบ' }),
    );
    await act(async () => {});
    expect($user.get()).toBeNull();
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });
});
