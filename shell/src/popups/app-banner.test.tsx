import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { APP_BANNER_CLOSED_KEY, isAppBannerDue } from './app-banner-rules';
import { AppBanner } from './app-banner';
import { installBrowserApis } from './testing-browser-apis';

function renderBanner() {
  return render(
    <MemoryRouter>
      <AppBanner />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  installBrowserApis({ matches: true });
  jest.useFakeTimers({ now: new Date('2026-05-16T16:30:00Z'), advanceTimers: true });
});

afterEach(() => jest.useRealTimers());

it('shows the invitation with a link to how to use the site (no made-up store link)', () => {
  renderBanner();
  const banner = screen.getByRole('region', { name: 'แอปโชคดี' });
  expect(banner).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ดูวิธีใช้งาน' })).toHaveAttribute('href', '/วิดีโอแนะนำ');
  expect(screen.queryByRole('link', { name: /Google Play|App Store/ })).not.toBeInTheDocument();
});

it('shows at every width, not only below the phone breakpoint (spec §4: whenever not closed today)', () => {
  // Every media query answers false: a desktop browser.
  installBrowserApis({ matches: false });
  renderBanner();
  expect(screen.getByRole('region', { name: 'แอปโชคดี' })).toBeInTheDocument();
});

it('closing stores today (Bangkok) and keeps it away until the next Bangkok day', async () => {
  const { unmount } = renderBanner();
  await userEvent.click(screen.getByRole('button', { name: 'ปิดแบนเนอร์แอป' }));
  expect(screen.queryByRole('region', { name: 'แอปโชคดี' })).not.toBeInTheDocument();
  // 23:30 in Bangkok on 16 May.
  expect(localStorage.getItem(APP_BANNER_CLOSED_KEY)).toBe('20260516');
  unmount();
  renderBanner();
  expect(screen.queryByRole('region', { name: 'แอปโชคดี' })).not.toBeInTheDocument();
  // 00:30 on 17 May in Bangkok, still 16 May in UTC.
  act(() => jest.setSystemTime(new Date('2026-05-16T17:30:00Z')));
  expect(isAppBannerDue()).toBe(true);
});
