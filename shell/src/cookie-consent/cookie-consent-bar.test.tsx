import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { readCookie } from '@chokdee/shared-kernel/stores/cookies';
import { $cookieConsent, reloadCookieConsent, saveCookieChoice } from './cookie-consent-store';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { CookieConsentBar } from './cookie-consent-bar';
import { closeCookieSettings, openCookieSettings } from './cookie-settings-open';

let fetchMock: FetchMock;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function renderBar() {
  return render(
    <MemoryRouter>
      <CookieConsentBar />
    </MemoryRouter>,
  );
}

async function recordedBodies(): Promise<unknown[]> {
  return Promise.all(
    fetchMock.calls
      .filter((call) => call.url.endsWith('/public/v3/cookie-consents'))
      .map((call) => call.clone().json()),
  );
}

beforeEach(() => {
  clearCookies();
  reloadCookieConsent();
  closeCookieSettings();
  fetchMock = mockFetch(() =>
    jsonResponse({ data: { id: 1, recorded_at: '2026-05-16T10:00:00+07:00' } }, 201),
  );
});

afterEach(() => fetchMock.restore());

it('shows the bar with both policy links and three equally reachable choices until decided', () => {
  renderBar();
  const bar = screen.getByRole('region', { name: 'การใช้คุกกี้' });
  expect(within(bar).getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/policy-cookie');
  expect(within(bar).getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute(
    'href',
    '/policy-privacy',
  );
  const reject = within(bar).getByRole('button', { name: 'ปฏิเสธทั้งหมด' });
  const accept = within(bar).getByRole('button', { name: 'ยอมรับทั้งหมด' });
  expect(within(bar).getByRole('button', { name: 'ตั้งค่า' })).toBeInTheDocument();
  // PDPA: rejecting is as prominent as accepting.
  expect(reject.className).toBe(accept.className);
});

it('accept all enables both purposes, writes the cookies, records the choice and hides the bar', async () => {
  renderBar();
  await userEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
  expect(screen.queryByRole('region', { name: 'การใช้คุกกี้' })).not.toBeInTheDocument();
  expect(readCookie('enable_cookie_analytics')).toBe('enable');
  expect(readCookie('enable_cookie_ads')).toBe('enable');
  expect(readCookie('policy_cookie_accept_version')).toBe('1');
  expect(readCookie('policy_privacy_accept_version')).toBe('1');
  await waitFor(async () => expect(await recordedBodies()).toHaveLength(1));
  const [request] = fetchMock.calls;
  expect(request!.method).toBe('POST');
  expect(await recordedBodies()).toEqual([
    {
      visitor_id: readCookie('chokdee_visitor_id'),
      enable_cookie_analytics: 'enable',
      enable_cookie_ads: 'enable',
      policy_cookie_version: 1,
      policy_privacy_version: 1,
    },
  ]);
});

it('reject all disables both purposes and records it the same way', async () => {
  renderBar();
  await userEvent.click(screen.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }));
  expect(screen.queryByRole('region', { name: 'การใช้คุกกี้' })).not.toBeInTheDocument();
  expect(readCookie('enable_cookie_analytics')).toBe('disable');
  expect(readCookie('enable_cookie_ads')).toBe('disable');
  expect($cookieConsent.get()).toEqual({ decided: true, analytics: false, ads: false });
  await waitFor(async () =>
    expect(await recordedBodies()).toEqual([
      expect.objectContaining({ enable_cookie_analytics: 'disable', enable_cookie_ads: 'disable' }),
    ]),
  );
});

it('settings: both purposes start off, saving one on records exactly that and closes the dialog', async () => {
  renderBar();
  await userEvent.click(screen.getByRole('button', { name: 'ตั้งค่า' }));
  const dialog = await screen.findByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
  const necessary = within(dialog).getByRole('switch', { name: 'คุกกี้ที่จำเป็น' });
  expect(necessary).toBeChecked();
  expect(necessary).toBeDisabled();
  const analytics = within(dialog).getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' });
  const ads = within(dialog).getByRole('switch', { name: 'คุกกี้เพื่อการโฆษณา' });
  expect(analytics).not.toBeChecked();
  expect(ads).not.toBeChecked();
  await userEvent.click(analytics);
  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการตั้งค่า' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'การใช้คุกกี้' })).not.toBeInTheDocument();
  expect(readCookie('enable_cookie_analytics')).toBe('enable');
  expect(readCookie('enable_cookie_ads')).toBe('disable');
  await waitFor(async () =>
    expect(await recordedBodies()).toEqual([
      expect.objectContaining({ enable_cookie_analytics: 'enable', enable_cookie_ads: 'disable' }),
    ]),
  );
});

it('closing the settings without saving keeps the bar and changes nothing', async () => {
  renderBar();
  await userEvent.click(screen.getByRole('button', { name: 'ตั้งค่า' }));
  await screen.findByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'การใช้คุกกี้' })).toBeInTheDocument();
  expect(readCookie('policy_cookie_accept_version')).toBeNull();
  expect(fetchMock.calls).toHaveLength(0);
});

it('stays hidden once decided, and openCookieSettings() reopens the dialog with the saved choice', async () => {
  await saveCookieChoice({ analytics: false, ads: true });
  renderBar();
  expect(screen.queryByRole('region', { name: 'การใช้คุกกี้' })).not.toBeInTheDocument();
  act(() => openCookieSettings());
  const dialog = await screen.findByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
  expect(within(dialog).getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' })).not.toBeChecked();
  const ads = within(dialog).getByRole('switch', { name: 'คุกกี้เพื่อการโฆษณา' });
  expect(ads).toBeChecked();
  // Withdrawing consent is as easy as giving it.
  await userEvent.click(ads);
  await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการตั้งค่า' }));
  expect($cookieConsent.get()).toEqual({ decided: true, analytics: false, ads: false });
  expect(readCookie('enable_cookie_ads')).toBe('disable');
});
