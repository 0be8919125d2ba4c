import {
  formatAnnouncementClosed,
  parseAnnouncementClosed,
  shouldShowAnnouncement,
} from './announcement-seen';

const tenPmBangkok = new Date('2026-05-16T15:00:00Z');
const afterMidnightBangkok = new Date('2026-05-16T17:00:00Z');

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

describe('the announcement-closed cookie', () => {
  it('names the Bangkok day and the version', () => {
    expect(formatAnnouncementClosed(7, afterMidnightBangkok)).toBe('20260517.7');
  });

  it('reads back what it wrote', () => {
    expect(parseAnnouncementClosed('20260517.7')).toEqual({ date: '20260517', version: '7' });
  });

  it.each([
    null,
    '',
    '2026051.7',
    '20260517',
    '20260517.',
    '20260517.7x',
    'x20260517.7',
    '20260517.1234567890',
  ])('reads %j as nothing seen', (value) => {
    expect(parseAnnouncementClosed(value)).toEqual({ date: null, version: null });
  });

  it('decides as the browser storage does', () => {
    const seen = parseAnnouncementClosed(formatAnnouncementClosed(3, tenPmBangkok));
    expect(shouldShowAnnouncement(3, seen, tenPmBangkok)).toBe(false);
    expect(shouldShowAnnouncement(3, seen, afterMidnightBangkok)).toBe(true);
  });
});
