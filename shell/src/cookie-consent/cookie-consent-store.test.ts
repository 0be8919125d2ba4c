import { recordCookieConsent } from './record-cookie-consent';
import { PRIVACY_POLICY_COOKIE, isPrivacyPolicyAccepted } from '../consent/privacy-policy-acceptance';
import {
  $cookieConsent,
  ADS_COOKIE,
  ANALYTICS_COOKIE,
  COOKIE_POLICY_COOKIE,
  RECORD_RETRY_MS,
  VISITOR_ID_COOKIE,
  deleteTrackingCookies,
  isCookieConsentAccepted,
  readCookieConsent,
  reloadCookieConsent,
  saveCookieChoice,
} from './cookie-consent-store';
import { readCookie } from '@chokdee/shared-kernel/stores/cookies';

jest.mock('./record-cookie-consent', () => ({ recordCookieConsent: jest.fn() }));
const record = jest.mocked(recordCookieConsent);

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  reloadCookieConsent();
  record.mockReset().mockResolvedValue({ id: 1, recorded_at: '2026-05-16T10:00:00+07:00' });
});

afterEach(() => jest.useRealTimers());

describe('isCookieConsentAccepted (spec §4)', () => {
  it.each([
    [{ cookie: '1', privacy: '1' }, true],
    [{ cookie: '1', privacy: null }, false],
    [{ cookie: null, privacy: '1' }, false],
    [{ cookie: '0', privacy: '1' }, false],
    [{ cookie: '1', privacy: '2' }, false],
    [{ cookie: null, privacy: null }, false],
  ])('%j → %s', (stored, accepted) => {
    expect(isCookieConsentAccepted(stored)).toBe(accepted);
  });

  it('reads both cookies when called without arguments', () => {
    document.cookie = `${COOKIE_POLICY_COOKIE}=1; path=/`;
    expect(isCookieConsentAccepted()).toBe(false);
    document.cookie = `${PRIVACY_POLICY_COOKIE}=1; path=/`;
    expect(isCookieConsentAccepted()).toBe(true);
  });
});

describe('readCookieConsent', () => {
  it('grants nothing before a decision, even with purpose cookies left from an old version', () => {
    document.cookie = `${ANALYTICS_COOKIE}=enable; path=/`;
    document.cookie = `${ADS_COOKIE}=enable; path=/`;
    document.cookie = `${COOKIE_POLICY_COOKIE}=0; path=/`;
    document.cookie = `${PRIVACY_POLICY_COOKIE}=1; path=/`;
    expect(readCookieConsent()).toEqual({ decided: false, analytics: false, ads: false });
  });

  it('reads each purpose once decided under the current versions', () => {
    document.cookie = `${COOKIE_POLICY_COOKIE}=1; path=/`;
    document.cookie = `${PRIVACY_POLICY_COOKIE}=1; path=/`;
    document.cookie = `${ANALYTICS_COOKIE}=enable; path=/`;
    document.cookie = `${ADS_COOKIE}=disable; path=/`;
    expect(readCookieConsent()).toEqual({ decided: true, analytics: true, ads: false });
  });
});

describe('saveCookieChoice', () => {
  it('writes the purpose and version cookies, updates the store and records the choice server-side', async () => {
    await saveCookieChoice({ analytics: true, ads: false });
    expect(readCookie(ANALYTICS_COOKIE)).toBe('enable');
    expect(readCookie(ADS_COOKIE)).toBe('disable');
    expect(readCookie(COOKIE_POLICY_COOKIE)).toBe('1');
    expect(readCookie(PRIVACY_POLICY_COOKIE)).toBe('1');
    expect(isPrivacyPolicyAccepted()).toBe(true);
    expect($cookieConsent.get()).toEqual({ decided: true, analytics: true, ads: false });
    const visitor = readCookie(VISITOR_ID_COOKIE);
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(record).toHaveBeenCalledWith({
      visitor_id: visitor,
      enable_cookie_analytics: 'enable',
      enable_cookie_ads: 'disable',
      policy_cookie_version: 1,
      policy_privacy_version: 1,
    });
  });

  it('keeps one visitor id across choices and replaces a tampered one', async () => {
    await saveCookieChoice({ analytics: false, ads: false });
    const first = readCookie(VISITOR_ID_COOKIE);
    await saveCookieChoice({ analytics: true, ads: true });
    expect(readCookie(VISITOR_ID_COOKIE)).toBe(first);
    document.cookie = `${VISITOR_ID_COOKIE}=<script>; path=/`;
    await saveCookieChoice({ analytics: true, ads: true });
    expect(readCookie(VISITOR_ID_COOKIE)).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.mock.calls[2]![0].visitor_id).toBe(readCookie(VISITOR_ID_COOKIE));
  });

  it('keeps the local choice when the server record fails, and tries once more later', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    record.mockRejectedValue(new Error('down'));
    const done = saveCookieChoice({ analytics: false, ads: true });
    expect($cookieConsent.get()).toEqual({ decided: true, analytics: false, ads: true });
    expect(readCookie(ADS_COOKIE)).toBe('enable');
    await jest.advanceTimersByTimeAsync(RECORD_RETRY_MS - 1);
    expect(record).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(record).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('deletes the pixels’ cookies of a purpose turned off', async () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_ABC123=GS1; path=/';
    document.cookie = '_ttp=x; path=/';
    document.cookie = 'fr=y; path=/';
    await saveCookieChoice({ analytics: false, ads: true });
    expect(readCookie('_ga')).toBeNull();
    expect(readCookie('_ga_ABC123')).toBeNull();
    expect(readCookie('_ttp')).toBe('x');
    deleteTrackingCookies('ads');
    expect(readCookie('_ttp')).toBeNull();
    expect(readCookie('fr')).toBeNull();
  });
});
