import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { reloadCookieConsent, saveCookieChoice } from '@chokdee/shared-kernel/stores/cookie-consent';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { installBrowserApis } from '../popups/testing-browser-apis';
import { handleOf } from '../app/route-handle';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { SiteWidgets } from './site-widgets';

let fetchMock: FetchMock;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function renderWidgets() {
  return render(
    <MemoryRouter>
      <SiteWidgets />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearCookies();
  reloadCookieConsent();
  localStorage.clear();
  sessionStorage.clear();
  installBrowserApis({ matches: true });
  setUser(authUserFixture({ is_follow_line_notification: false }));
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/popups/version')) return jsonResponse({ data: 1 });
    if (request.url.endsWith('/popups')) return jsonResponse({ data: [] });
    return jsonResponse({ data: { id: 1, recorded_at: '2026-05-16T10:00:00+07:00' } }, 201);
  });
});

afterEach(() => {
  fetchMock.restore();
  setUser(null);
});

it('shows the banners at once beside the consent bar, stacked above it until the visitor decides', async () => {
  renderWidgets();
  const bar = screen.getByRole('region', { name: 'การใช้คุกกี้' });
  const banner = screen.getByRole('region', { name: 'แอปโชคดี' });
  expect(screen.getByRole('region', { name: 'การแจ้งเตือนผ่าน LINE' })).toBeInTheDocument();
  expect(banner.parentElement?.className).toMatch(/aboveConsent/);
  // The bar publishes the space it takes, which the stack keeps clear of.
  expect(bar).toBeInTheDocument();
  await waitFor(() =>
    expect(document.documentElement.style.getPropertyValue('--cd-consent-bar-space')).toMatch(/^\d+px$/),
  );

  await act(() => saveCookieChoice({ analytics: false, ads: false }));
  expect(screen.queryByRole('region', { name: 'การใช้คุกกี้' })).not.toBeInTheDocument();
  expect(document.documentElement.style.getPropertyValue('--cd-consent-bar-space')).toBe('');
  expect(screen.getByRole('region', { name: 'แอปโชคดี' }).parentElement?.className).not.toMatch(
    /aboveConsent/,
  );
});

it('a widget that throws disappears alone', async () => {
  await saveCookieChoice({ analytics: false, ads: false });
  // A member whose flag the banner cannot read: the LINE banner throws while rendering.
  setUser(
    new Proxy(authUserFixture(), {
      get(target, key) {
        if (key === 'is_follow_line_notification') throw new Error('broken');
        return target[key as keyof typeof target];
      },
    }),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWidgets();
  expect(screen.getByRole('region', { name: 'แอปโชคดี' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'การแจ้งเตือนผ่าน LINE' })).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[chokdee] widget "line-banner" failed', expect.any(Error));
  warn.mockRestore();
  error.mockRestore();
});

it('shows no popup or banner on a staff surface, and both again on a visitor page', async () => {
  fetchMock.restore();
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/popups/version')) return jsonResponse({ data: 1 });
    if (request.url.endsWith('/popups'))
      return jsonResponse({
        data: [
          { id: 1, name: 'งวดใหม่เปิดขายแล้ว', file: { url: '/static/popups/new-draw.svg' }, link_url: null },
        ],
      });
    return jsonResponse({ data: { id: 1, recorded_at: '2026-05-16T10:00:00+07:00' } }, 201);
  });
  const widgets = <SiteWidgets />;
  const truck = handleOf({ path: '/truck/store', layout: 'empty', auth: 'none', surface: 'staff' });
  const router = renderShellRoutes(
    [
      { path: '/truck/store', element: widgets, handle: truck },
      { path: '*', element: widgets },
    ],
    '/truck/store',
  );
  await act(async () => {});
  expect(screen.queryByRole('region', { name: 'แอปโชคดี' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'การแจ้งเตือนผ่าน LINE' })).not.toBeInTheDocument();
  // The announcement popup is not even asked for.
  const popupCalls = () => fetchMock.calls.filter((call) => call.url.includes('/popups'));
  expect(popupCalls()).toEqual([]);
  // The cookie bar stays: consent is asked wherever the site is.
  expect(screen.getByRole('region', { name: 'การใช้คุกกี้' })).toBeInTheDocument();

  await act(() => router.navigate('/check-lottery'));
  expect(screen.getByRole('region', { name: 'แอปโชคดี' })).toBeInTheDocument();
  await waitFor(() => expect(popupCalls().length).toBeGreaterThan(0));
  expect(screen.getByRole('region', { name: 'การแจ้งเตือนผ่าน LINE' })).toBeInTheDocument();
});
