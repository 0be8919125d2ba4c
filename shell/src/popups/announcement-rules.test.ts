import {
  ANNOUNCEMENT_DATE_KEY,
  ANNOUNCEMENT_VERSION_KEY,
  readAnnouncementSeen,
  rememberAnnouncementClosed,
  shouldShowAnnouncement,
} from './announcement-rules';
import { popupLink } from './popup-link';

const tenPmBangkok = new Date('2026-05-16T15:00:00Z');
const afterMidnightBangkok = new Date('2026-05-16T17:00:00Z');

beforeEach(() => localStorage.clear());

describe('shouldShowAnnouncement (spec §4)', () => {
  it('shows on a first visit', () => {
    expect(shouldShowAnnouncement(1, { date: null, version: null }, tenPmBangkok)).toBe(true);
  });

  it('skips when this version was closed today', () => {
    expect(shouldShowAnnouncement(3, { date: '20260516', version: '3' }, tenPmBangkok)).toBe(false);
  });

  it('shows again the same day when the version changed', () => {
    expect(shouldShowAnnouncement(4, { date: '20260516', version: '3' }, tenPmBangkok)).toBe(true);
  });

  it('shows again after Bangkok midnight (17:00 UTC) for the same version', () => {
    expect(shouldShowAnnouncement(3, { date: '20260516', version: '3' }, afterMidnightBangkok)).toBe(true);
  });
});

it('closing stores the Bangkok day and the version in localStorage', () => {
  rememberAnnouncementClosed(7, afterMidnightBangkok);
  expect(localStorage.getItem(ANNOUNCEMENT_DATE_KEY)).toBe('20260517');
  expect(localStorage.getItem(ANNOUNCEMENT_VERSION_KEY)).toBe('7');
  expect(readAnnouncementSeen()).toEqual({ date: '20260517', version: '7' });
});

describe('popupLink', () => {
  it.each([
    ['/dealers', { kind: 'app', path: '/dealers' }],
    ['/check-lottery?draw=1', { kind: 'app', path: '/check-lottery?draw=1' }],
    ['https://www.glo.or.th/', { kind: 'external', href: 'https://www.glo.or.th/' }],
    [null, null],
    ['', null],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['http://example.com', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['dealers', null],
  ])('%j → %j', (input, expected) => {
    expect(popupLink(input)).toEqual(expected);
  });
});
