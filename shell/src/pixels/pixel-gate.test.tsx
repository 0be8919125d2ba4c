import { act, render, waitFor } from '@testing-library/react';
import { emit } from '@chokdee/shared-kernel/events';
import { reloadCookieConsent, saveCookieChoice } from '../cookie-consent/cookie-consent-store';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { PixelGate } from './pixel-gate';
import { pixelWindow, resetPixelsForTests } from './vendor-scripts';

const PIXEL_HOSTS = /connect\.facebook\.net|analytics\.tiktok\.com|googletagmanager\.com/;
const pixelScripts = () => [...document.scripts].map((s) => s.src).filter((src) => PIXEL_HOSTS.test(src));

const setting = {
  facebook_pixel_code: '123456789012345',
  enable_facebook_pixel_code: true,
  tiktok_pixel_code: 'C4ABCDEF1234567890AB',
  enable_tiktok_pixel_code: true,
  google_analytics_code: 'G-ABC123',
  enable_google_analytics_code: true,
};

let fetchMock: FetchMock;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  reloadCookieConsent();
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/public/bos/v1/store/S1/setting')) return jsonResponse({ data: setting });
    return jsonResponse({ data: { id: 1, recorded_at: '2026-05-16T10:00:00+07:00' } }, 201);
  });
});

afterEach(() => {
  fetchMock.restore();
  resetPixelsForTests();
});

const settingCalls = () => fetchMock.calls.filter((c) => c.url.includes('/setting'));

it('loads no pixel and does not even ask for the setting before consent', async () => {
  render(<PixelGate storeCode="S1" />);
  await act(async () => {});
  expect(pixelScripts()).toEqual([]);
  expect(settingCalls()).toHaveLength(0);
});

it('loads nothing after a reject-all', async () => {
  render(<PixelGate storeCode="S1" />);
  await act(() => saveCookieChoice({ analytics: false, ads: false }));
  expect(pixelScripts()).toEqual([]);
  expect(settingCalls()).toHaveLength(0);
});

it('loads nothing outside a store, even with consent', async () => {
  render(<PixelGate storeCode={null} />);
  await act(() => saveCookieChoice({ analytics: true, ads: true }));
  expect(pixelScripts()).toEqual([]);
});

it('after consent to ads only loads the Facebook and TikTok pixels of the store, not GA', async () => {
  render(<PixelGate storeCode="S1" />);
  await act(() => saveCookieChoice({ analytics: false, ads: true }));
  await waitFor(() => expect(pixelScripts()).toHaveLength(2));
  expect(pixelScripts()).toEqual([
    'https://connect.facebook.net/en_US/fbevents.js',
    'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4ABCDEF1234567890AB&lib=ttq',
  ]);
});

it('after accept all loads all three, forwards events, and stops forwarding when consent is withdrawn', async () => {
  render(<PixelGate storeCode="S1" />);
  await act(() => saveCookieChoice({ analytics: true, ads: true }));
  await waitFor(() => expect(pixelScripts()).toHaveLength(3));
  const gtag = jest.fn();
  pixelWindow().gtag = gtag;
  const fbq = pixelWindow().fbq!;
  const queued = fbq.queue.length;
  act(() => emit('track:Search', { search_string: '123456' }));
  expect(gtag).toHaveBeenCalledWith('event', 'search', { search_term: '123456', send_to: 'G-ABC123' });
  expect(fbq.queue.length).toBe(queued + 1);

  await act(() => saveCookieChoice({ analytics: false, ads: false }));
  gtag.mockClear();
  const afterWithdraw = fbq.queue.length;
  act(() => emit('track:Search', { search_string: '999999' }));
  expect(gtag).not.toHaveBeenCalledWith('event', 'search', expect.anything());
  expect(fbq.queue.length).toBe(afterWithdraw);
  expect(fbq.queue.at(-1)).toEqual(['consent', 'revoke']);
  expect(pixelWindow()['ga-disable-G-ABC123']).toBe(true);
});

it('loads nothing when the setting cannot be fetched', async () => {
  fetchMock.restore();
  fetchMock = mockFetch((request) =>
    request.url.includes('/setting')
      ? jsonResponse({ message: 'ระบบขัดข้อง', errors: [], status: 500 }, 500)
      : jsonResponse({ data: { id: 1, recorded_at: '2026-05-16T10:00:00+07:00' } }, 201),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  render(<PixelGate storeCode="S1" />);
  await act(() => saveCookieChoice({ analytics: true, ads: true }));
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(pixelScripts()).toEqual([]);
  warn.mockRestore();
});

it("stops a store's pixels when the visitor leaves its pages, and sends them nothing more", async () => {
  const { rerender } = render(<PixelGate storeCode="S1" />);
  await act(() => saveCookieChoice({ analytics: true, ads: true }));
  await waitFor(() => expect(pixelScripts()).toHaveLength(3));
  const gtag = jest.fn();
  pixelWindow().gtag = gtag;
  const fbq = pixelWindow().fbq!;

  rerender(<PixelGate storeCode={null} />);
  await act(async () => {});
  const queued = fbq.queue.length;
  act(() => emit('track:InitiateCheckout', { value: 80, currency: 'THB', content_ids: ['1'], num_items: 1 }));
  expect(fbq.queue.length).toBe(queued);
  expect(gtag).not.toHaveBeenCalled();
  expect(fbq.queue.at(-1)).toEqual(['consent', 'revoke']);
  expect(pixelWindow()['ga-disable-G-ABC123']).toBe(true);
});
