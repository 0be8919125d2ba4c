import { ANNOUNCEMENT_CLOSED_COOKIE } from '@chokdee/shared-contract/rules/announcement-seen';
import {
  ANNOUNCEMENT_DATE_KEY,
  ANNOUNCEMENT_VERSION_KEY,
  readAnnouncementSeen,
  rememberAnnouncementClosed,
} from './announcement-rules';

const afterMidnightBangkok = new Date('2026-05-16T17:00:00Z');

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ANNOUNCEMENT_CLOSED_COOKIE}=; Max-Age=0; Path=/`;
});

it('closing stores the Bangkok day and the version in localStorage', () => {
  rememberAnnouncementClosed(7, afterMidnightBangkok);
  expect(localStorage.getItem(ANNOUNCEMENT_DATE_KEY)).toBe('20260517');
  expect(localStorage.getItem(ANNOUNCEMENT_VERSION_KEY)).toBe('7');
  expect(readAnnouncementSeen()).toEqual({ date: '20260517', version: '7' });
});

it("closing also tells the site's origin in a cookie, so the next page comes without it", () => {
  rememberAnnouncementClosed(7, afterMidnightBangkok);
  expect(document.cookie).toContain(`${ANNOUNCEMENT_CLOSED_COOKIE}=20260517.7`);
});
