import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementDialog } from './announcement-dialog';
import { installBrowserApis } from './testing-browser-apis';
import { SLIDE_DELAY_MS } from './slideshow-engine';

const popups = [
  { id: 1, name: 'งวดใหม่เปิดขายแล้ว', file: { url: '/static/popups/new-draw.svg' }, link_url: '/dealers' },
  { id: 2, name: 'ตรวจผลสลาก', file: { url: '/static/popups/check.svg' }, link_url: null },
];

beforeAll(() => installBrowserApis());

const dots = () => screen.getAllByRole('button', { name: /^ภาพที่ / });

afterEach(() => jest.useRealTimers());

it('draws the first slide in its first render, without waiting for the slideshow code', () => {
  render(<AnnouncementDialog popups={popups} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'ประกาศ' });
  expect(within(dialog).getByRole('img', { name: 'งวดใหม่เปิดขายแล้ว' })).toBeVisible();
  // The other slide is there, out of reach until the slideshow shows it.
  expect(
    within(dialog).getByRole('img', { name: 'ตรวจผลสลาก', hidden: true }).closest('[inert]'),
  ).not.toBeNull();
  expect(dots()[0]).toHaveAttribute('aria-current', 'true');
});

it('loads the slideshow when idle, and a button pressed before it arrived still moves', async () => {
  render(<AnnouncementDialog popups={popups} onClose={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'ภาพถัดไป' }));
  await waitFor(() => expect(dots()[1]).toHaveAttribute('aria-current', 'true'));
  expect(screen.getByRole('img', { name: 'ตรวจผลสลาก' })).toBeInTheDocument();
  await userEvent.click(dots()[0]!);
  await waitFor(() => expect(dots()[0]).toHaveAttribute('aria-current', 'true'));
});

it('keeps a pause pressed before the slideshow arrived', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  render(<AnnouncementDialog popups={popups} onClose={() => {}} />);
  // Pressed at once, before the idle load.
  act(() => screen.getByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' }).click());
  expect(screen.getByRole('button', { name: 'เลื่อนอัตโนมัติ' })).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(SLIDE_DELAY_MS * 2));
  expect(dots()[0]).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'เลื่อนอัตโนมัติ' })).toBeInTheDocument();
});

it('has no slideshow controls for a single slide', () => {
  render(<AnnouncementDialog popups={popups.slice(0, 1)} onClose={() => {}} />);
  expect(screen.getByRole('img', { name: 'งวดใหม่เปิดขายแล้ว' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'ภาพถัดไป' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'หยุดเลื่อนอัตโนมัติ' })).not.toBeInTheDocument();
});
