import { FIRST_ANNOUNCEMENT } from '@chokdee/shared-contract/first-announcement';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { reloadCookieConsent, saveCookieChoice } from '../cookie-consent/cookie-consent-store';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { installBrowserApis } from '../popups/testing-browser-apis';
import { handleOf } from '../routing/route-handle';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { SiteWidgets } from './site-widgets';

// jsdom loads no pictures: the popup's wait for its first one is first-slide-ready.test.ts's.
// The catalog declares which remote serves the pages the frame links to (mf-member's, here).
jest.mock(
  '../catalog/catalog-store',
  () => jest.requireActual('../testing/member-menus-catalog').catalogStoreModule,
);
jest.mock('../popups/first-slide-ready', () => ({ firstSlideReady: () => Promise.resolve() }));

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

const appBanner = () => screen.queryByRole('region', { name: 'แอปโชคดี' });
const lineBanner = () => screen.queryByRole('region', { name: 'การแจ้งเตือนผ่าน LINE' });
const cookieBar = () => screen.queryByRole('region', { name: 'การใช้คุกกี้' });
const reservedBottom = () => document.documentElement.style.getPropertyValue('--screen-reserved-bottom');

it('keeps the banners waiting while the cookie bar is up, then shows one: the LINE banner first', async () => {
  renderWidgets();
  // The layers register just after React's commit (kernel runtime/outside-commit).
  await act(async () => undefined);
  expect(cookieBar()).toBeInTheDocument();
  expect(appBanner()).not.toBeInTheDocument();
  expect(lineBanner()).not.toBeInTheDocument();
  // The bar is measured and the page keeps room for it.
  expect(reservedBottom()).toMatch(/^\d+px$/);

  await act(() => saveCookieChoice({ analytics: false, ads: false }));
  expect(cookieBar()).not.toBeInTheDocument();
  expect(lineBanner()).toBeInTheDocument();
  expect(appBanner()).not.toBeInTheDocument();

  // Closed, it hands the screen to the app banner.
  await act(async () => screen.getByRole('button', { name: 'ปิดแบนเนอร์แจ้งเตือน LINE' }).click());
  expect(lineBanner()).not.toBeInTheDocument();
  expect(appBanner()).toBeInTheDocument();
});

it('keeps the banners waiting while the announcement popup is open', async () => {
  await saveCookieChoice({ analytics: false, ads: false });
  fetchMock.restore();
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/popups/version')) return jsonResponse({ data: 2 });
    if (request.url.endsWith('/popups'))
      return jsonResponse({
        data: [
          { id: 1, name: 'งวดใหม่เปิดขายแล้ว', file: { url: '/static/popups/new-draw.svg' }, link_url: null },
        ],
      });
    return jsonResponse({ data: {} });
  });
  renderWidgets();
  const dialog = await screen.findByRole('dialog', { name: 'ประกาศ' });
  expect(dialog).toBeInTheDocument();
  expect(lineBanner()).not.toBeInTheDocument();
  expect(appBanner()).not.toBeInTheDocument();

  await act(async () => screen.getAllByRole('button', { name: 'ปิด' })[0]!.click());
  expect(screen.queryByRole('dialog', { name: 'ประกาศ' })).not.toBeInTheDocument();
  expect(lineBanner()).toBeInTheDocument();
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

it('shows no popup or banner on a staff surface, and the popup again on a visitor page', async () => {
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
  // A first slide the page's HTML carried (the origin did not know the route as staff).
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="${FIRST_ANNOUNCEMENT.id}"><dialog open></dialog></div>`,
  );
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
  expect(document.getElementById(FIRST_ANNOUNCEMENT.id)).toBeNull();
  expect(appBanner()).not.toBeInTheDocument();
  expect(lineBanner()).not.toBeInTheDocument();
  // The announcement popup is not even asked for.
  const popupCalls = () => fetchMock.calls.filter((call) => call.url.includes('/popups'));
  expect(popupCalls()).toEqual([]);
  // The cookie bar stays: consent is asked wherever the site is.
  expect(cookieBar()).toBeInTheDocument();

  await act(() => router.navigate('/check-lottery'));
  await waitFor(() => expect(popupCalls().length).toBeGreaterThan(0));
  // On a visitor page the popup comes, beside the cookie bar; the banners wait for both.
  expect(await screen.findByRole('dialog', { name: 'ประกาศ' })).toBeInTheDocument();
  expect(lineBanner()).not.toBeInTheDocument();
});
