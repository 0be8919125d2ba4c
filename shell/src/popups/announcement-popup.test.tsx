import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadCookieConsent, saveCookieChoice } from '../cookie-consent/cookie-consent-store';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { FIRST_ANNOUNCEMENT } from '@chokdee/shared-contract/first-announcement';
import { ANNOUNCEMENT_CLOSED_COOKIE } from '@chokdee/shared-contract/rules/announcement-seen';
import { ANNOUNCEMENT_DATE_KEY, ANNOUNCEMENT_VERSION_KEY } from './announcement-rules';
import { AnnouncementPopup } from './announcement-popup';
import { startAnnouncementEarly } from './announcement-load';
import { installBrowserApis } from './testing-browser-apis';

// jsdom loads no pictures: the wait for the first one is first-slide-ready.test.ts's.
jest.mock('./first-slide-ready', () => ({ firstSlideReady: () => Promise.resolve() }));

const popups = [
  { id: 1, name: 'งวดใหม่เปิดขายแล้ว', file: { url: '/static/popups/new-draw.svg' }, link_url: '/dealers' },
  { id: 2, name: 'ตรวจผลสลาก', file: { url: '/static/popups/check.svg' }, link_url: 'javascript:alert(1)' },
];

let fetchMock: FetchMock;
let version = 3;
let list: unknown = popups;
let failVersion = false;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

const listCalls = () => fetchMock.calls.filter((c) => c.url.endsWith('/public/v3/popups'));
const versionCalls = () => fetchMock.calls.filter((c) => c.url.endsWith('/public/v3/popups/version'));

beforeAll(() => installBrowserApis());

beforeEach(async () => {
  jest.useFakeTimers({ now: new Date('2026-05-16T15:00:00Z'), advanceTimers: true });
  localStorage.clear();
  clearCookies();
  version = 3;
  list = popups;
  failVersion = false;
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/popups/version')) {
      return failVersion
        ? jsonResponse({ message: 'ระบบขัดข้อง', errors: [], status: 500 }, 500)
        : jsonResponse({ data: version });
    }
    if (request.url.endsWith('/popups')) return jsonResponse({ data: list });
    return jsonResponse({ data: { id: 1, recorded_at: '2026-05-16T10:00:00+07:00' } }, 201);
  });
  await saveCookieChoice({ analytics: false, ads: false });
  fetchMock.calls.length = 0;
});

afterEach(() => {
  fetchMock.restore();
  jest.useRealTimers();
});

it('does not wait for the cookie decision: it opens at once without blocking the page, then as a modal', async () => {
  clearCookies();
  reloadCookieConsent();
  render(<AnnouncementPopup />);
  const dialog = await screen.findByRole('dialog', { name: 'ประกาศ' });
  expect(versionCalls()).toHaveLength(1);
  // Under the consent bar's layer and not modal: the bar's buttons stay usable.
  expect(dialog).not.toHaveAttribute('aria-modal');
  expect(dialog.className).toMatch(/floating/);

  await act(() => saveCookieChoice({ analytics: true, ads: true }));
  const modal = screen.getByRole('dialog', { name: 'ประกาศ' });
  expect(modal).toHaveAttribute('aria-modal', 'true');
  expect(modal.className).not.toMatch(/floating/);
  // Deciding does not ask again.
  expect(versionCalls()).toHaveLength(1);
});

it('shows the slides on a first visit: pictures named, safe links only, then closing stores day and version', async () => {
  render(<AnnouncementPopup />);
  const dialog = await screen.findByRole('dialog', { name: 'ประกาศ' });
  const first = within(dialog).getByRole('img', { name: 'งวดใหม่เปิดขายแล้ว' });
  expect(first).toHaveAttribute('src', 'http://localhost:4000/static/popups/new-draw.svg');
  expect(first.closest('a')).toHaveAttribute('href', '/dealers');
  // The javascript: link is dropped: that slide is a plain picture.
  const second = within(dialog).getByRole('img', { name: 'ตรวจผลสลาก', hidden: true });
  expect(second.closest('a')).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'ภาพถัดไป' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'ภาพก่อนหน้า' })).toBeInTheDocument();
  expect(within(dialog).getAllByRole('button', { name: /^ภาพที่ / })).toHaveLength(2);

  const close = within(dialog).getAllByRole('button', { name: 'ปิด' }).at(-1)!;
  await userEvent.click(close);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem(ANNOUNCEMENT_DATE_KEY)).toBe('20260516');
  expect(localStorage.getItem(ANNOUNCEMENT_VERSION_KEY)).toBe('3');
});

it('skips without fetching the slides when this version was closed today', async () => {
  localStorage.setItem(ANNOUNCEMENT_DATE_KEY, '20260516');
  localStorage.setItem(ANNOUNCEMENT_VERSION_KEY, '3');
  render(<AnnouncementPopup />);
  await waitFor(() => expect(versionCalls()).toHaveLength(1));
  await act(async () => {});
  expect(listCalls()).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows again the same day when the version changed', async () => {
  localStorage.setItem(ANNOUNCEMENT_DATE_KEY, '20260516');
  localStorage.setItem(ANNOUNCEMENT_VERSION_KEY, '2');
  render(<AnnouncementPopup />);
  expect(await screen.findByRole('dialog', { name: 'ประกาศ' })).toBeInTheDocument();
});

it('shows again the next Bangkok day for the same version', async () => {
  localStorage.setItem(ANNOUNCEMENT_DATE_KEY, '20260515');
  localStorage.setItem(ANNOUNCEMENT_VERSION_KEY, '3');
  render(<AnnouncementPopup />);
  expect(await screen.findByRole('dialog', { name: 'ประกาศ' })).toBeInTheDocument();
});

it('shows nothing when there are no slides', async () => {
  list = [];
  render(<AnnouncementPopup />);
  await waitFor(() => expect(listCalls()).toHaveLength(1));
  await act(async () => {});
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('skips silently with a console warning when the version call fails (spec §8)', async () => {
  failVersion = true;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  render(<AnnouncementPopup />);
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(listCalls()).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  warn.mockRestore();
});

it('skips silently when the list is malformed', async () => {
  list = [{ id: 'x' }];
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  render(<AnnouncementPopup />);
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  warn.mockRestore();
});

it('takes the load the bootstrap started before the first render: one version call, one list call', async () => {
  startAnnouncementEarly();
  await waitFor(() => expect(listCalls()).toHaveLength(1));
  render(<AnnouncementPopup />);
  await screen.findByRole('dialog', { name: 'ประกาศ' });
  expect(versionCalls()).toHaveLength(1);
  expect(listCalls()).toHaveLength(1);
});

describe("the first slide the page's HTML carried", () => {
  /** As the API writes it (api/src/site/page-head/first-announcement-html.ts), trimmed. */
  function carry(withVersion = 3) {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="${FIRST_ANNOUNCEMENT.id}" data-version="${withVersion}"><dialog open aria-labelledby="${FIRST_ANNOUNCEMENT.titleId}">` +
        `<h2 id="${FIRST_ANNOUNCEMENT.titleId}">ประกาศ</h2><img src="/static/popups/new-draw.svg" alt="งวดใหม่เปิดขายแล้ว">` +
        '<form method="dialog"><button>ปิด</button></form></dialog></div>',
    );
  }
  const carried = () => document.getElementById(FIRST_ANNOUNCEMENT.id);
  afterEach(() => carried()?.remove());

  it('stays until the popup draws the slides, then goes in the same commit: one dialog at a time', async () => {
    carry();
    startAnnouncementEarly();
    expect(carried()).not.toBeNull();
    render(<AnnouncementPopup />);
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    await act(async () => {});
    // Not drawn over the carried slide before that one's picture is on screen.
    expect(screen.queryByRole('button', { name: 'ภาพถัดไป' })).not.toBeInTheDocument();
    expect(carried()).not.toBeNull();
    carried()!.querySelector('img')!.dispatchEvent(new Event('load'));
    // The popup's own controls: its dialog is drawn.
    await screen.findByRole('button', { name: 'ภาพถัดไป' });
    expect(carried()).toBeNull();
    expect(screen.getAllByRole('dialog', { name: 'ประกาศ' })).toHaveLength(1);
  });

  it('closed by the visitor before the code ran: remembered, removed, and not opened again', async () => {
    carry();
    carried()!.querySelector('dialog')!.open = false;
    startAnnouncementEarly();
    expect(carried()).toBeNull();
    expect(localStorage.getItem(ANNOUNCEMENT_VERSION_KEY)).toBe('3');
    expect(document.cookie).toContain(`${ANNOUNCEMENT_CLOSED_COOKIE}=20260516.3`);
    render(<AnnouncementPopup />);
    await waitFor(() => expect(versionCalls()).toHaveLength(1));
    await act(async () => {});
    expect(listCalls()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closed while the slides load: the popup does not open them again', async () => {
    carry();
    startAnnouncementEarly();
    carried()!.querySelector('dialog')!.dispatchEvent(new Event('close'));
    expect(carried()).toBeNull();
    render(<AnnouncementPopup />);
    await waitFor(() => expect(versionCalls()).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closed today in this browser's storage but without the cookie: removed at once, the cookie written", () => {
    localStorage.setItem(ANNOUNCEMENT_DATE_KEY, '20260516');
    localStorage.setItem(ANNOUNCEMENT_VERSION_KEY, '3');
    carry();
    startAnnouncementEarly();
    expect(carried()).toBeNull();
    expect(document.cookie).toContain(`${ANNOUNCEMENT_CLOSED_COOKIE}=20260516.3`);
  });

  it('removed when the slides cannot be loaded (spec §8: skipped)', async () => {
    failVersion = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    carry();
    startAnnouncementEarly();
    render(<AnnouncementPopup />);
    await waitFor(() => expect(carried()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

it("does not draw slides closed (in the page's HTML, or another tab) after they loaded", async () => {
  render(<AnnouncementPopup />);
  await act(async () => {
    // The slides load and are handed to the popup; before it draws them, the visitor closes them.
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    localStorage.setItem(ANNOUNCEMENT_DATE_KEY, '20260516');
    localStorage.setItem(ANNOUNCEMENT_VERSION_KEY, '3');
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
