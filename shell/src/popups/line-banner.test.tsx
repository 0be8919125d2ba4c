import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { LINE_BANNER_CLOSED_KEY, LineBanner } from './line-banner';

// The catalog declares which remote serves the pages the frame links to (mf-member's, here).
jest.mock(
  '../catalog/catalog-store',
  () => jest.requireActual('../testing/member-menus-catalog').catalogStoreModule,
);

function renderBanner(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LineBanner />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'การแจ้งเตือนผ่าน LINE' });

beforeEach(() => {
  sessionStorage.clear();
  setUser(null);
});

it('invites a member who does not follow the LINE notifications', () => {
  setUser(authUserFixture({ is_follow_line_notification: false }));
  renderBanner();
  expect(banner()).toHaveTextContent('รับแจ้งเตือนผลรางวัลและคำสั่งซื้อผ่าน LINE');
  expect(screen.getByRole('link', { name: 'เปิดการแจ้งเตือน' })).toHaveAttribute(
    'href',
    '/members/connect-notification',
  );
});

it('is hidden for a visitor and for a member who already follows, and follows login changes', () => {
  renderBanner();
  expect(banner()).not.toBeInTheDocument();
  act(() => setUser(authUserFixture({ is_follow_line_notification: true })));
  expect(banner()).not.toBeInTheDocument();
  act(() => setUser(authUserFixture({ is_follow_line_notification: false })));
  expect(banner()).toBeInTheDocument();
});

it('is hidden on the connect-notification page itself', () => {
  setUser(authUserFixture({ is_follow_line_notification: false }));
  renderBanner('/members/connect-notification');
  expect(banner()).not.toBeInTheDocument();
});

it('closes for this visit only (sessionStorage)', async () => {
  setUser(authUserFixture({ is_follow_line_notification: false }));
  const { unmount } = renderBanner();
  await userEvent.click(screen.getByRole('button', { name: 'ปิดแบนเนอร์แจ้งเตือน LINE' }));
  expect(banner()).not.toBeInTheDocument();
  expect(sessionStorage.getItem(LINE_BANNER_CLOSED_KEY)).toBe('1');
  expect(localStorage.getItem(LINE_BANNER_CLOSED_KEY)).toBeNull();
  unmount();
  const again = renderBanner();
  expect(banner()).not.toBeInTheDocument();
  // A new visit (a new session) brings it back.
  sessionStorage.clear();
  again.unmount();
  renderBanner();
  expect(banner()).toBeInTheDocument();
});
