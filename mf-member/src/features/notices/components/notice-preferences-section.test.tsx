import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { resetRequestCache } from '@chokdee/shared-kernel/api/request-cache';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import type { NoticePreferences } from '@chokdee/shared-contract/schemas/notice-preferences';
import { NOTICE_KINDS } from '@chokdee/shared-contract/schemas/notices';
import { fetchNoticePreferences, saveNoticeChoices } from '../api/notice-preferences';
import { NoticePreferencesSection } from './notice-preferences-section';

jest.mock('../api/notice-preferences', () => ({
  fetchNoticePreferences: jest.fn(),
  saveNoticeChoices: jest.fn(),
}));

/** LINE connected with every kind on but `off`; web push offered, not connected on this browser. */
function preferences(off: string[] = [], lineConnected = true, pushConnected = false): NoticePreferences {
  return {
    channels: [
      {
        channel: 'line',
        available: true,
        connected: lineConnected,
        kinds: NOTICE_KINDS.map((kind) => ({ kind, enabled: !off.includes(kind) })),
      },
      {
        channel: 'push',
        available: true,
        connected: pushConnected,
        kinds: NOTICE_KINDS.map((kind) => ({ kind, enabled: true })),
      },
    ],
  };
}

/** Stands in for the web-push feature's switch for this browser. */
const BROWSER_SWITCH = <button type="button">สวิตช์ของเบราว์เซอร์นี้</button>;

beforeEach(() => {
  resetRequestCache();
  jest.mocked(fetchNoticePreferences).mockReset();
  jest.mocked(saveNoticeChoices).mockReset();
});

const section = () => screen.findByRole('region', { name: 'การแจ้งเตือน' });

test('a switch per kind for LINE and for the browser, in Thai; a connected channel says so', async () => {
  jest.mocked(fetchNoticePreferences).mockResolvedValue(preferences(['win']));
  await renderRoute(<NoticePreferencesSection pushConnect={BROWSER_SWITCH} />, '/members/profile');
  const card = await section();
  expect(await within(card).findByRole('switch', { name: 'ผลรางวัล ทางLINE' })).not.toBeChecked();
  expect(within(card).getByRole('switch', { name: 'สลิปได้รับการยืนยัน ทางLINE' })).toBeChecked();
  expect(within(card).getAllByRole('switch')).toHaveLength(NOTICE_KINDS.length * 2);
  expect(within(card).getByText('เชื่อมต่อแล้ว')).toBeInTheDocument();
});

test('a channel not connected shows how to connect it, and its switches wait for that', async () => {
  jest.mocked(fetchNoticePreferences).mockResolvedValue(preferences([], false));
  await renderRoute(<NoticePreferencesSection pushConnect={BROWSER_SWITCH} />, '/members/profile');
  const card = await section();
  expect(await within(card).findByRole('link', { name: 'เชื่อมต่อ LINE' })).toHaveAttribute(
    'href',
    '/members/connect-notification',
  );
  expect(within(card).getByRole('button', { name: 'สวิตช์ของเบราว์เซอร์นี้' })).toBeInTheDocument();
  const push = within(card).getByRole('switch', { name: 'ผลรางวัล ทางเบราว์เซอร์' });
  expect(push).toBeDisabled();
  expect(push).not.toBeChecked();
  expect(within(card).getByRole('switch', { name: 'ผลรางวัล ทางLINE' })).toBeDisabled();
});

test("the browser row keeps this browser's switch while another browser is connected", async () => {
  jest.mocked(fetchNoticePreferences).mockResolvedValue(preferences([], true, true));
  await renderRoute(<NoticePreferencesSection pushConnect={BROWSER_SWITCH} />, '/');
  const card = await section();
  expect(await within(card).findByRole('button', { name: 'สวิตช์ของเบราว์เซอร์นี้' })).toBeInTheDocument();
  expect(within(card).getByRole('switch', { name: 'ผลรางวัล ทางเบราว์เซอร์' })).toBeEnabled();
});

test('turning a kind off saves that one switch and shows the saved state', async () => {
  jest.mocked(fetchNoticePreferences).mockResolvedValue(preferences());
  jest.mocked(saveNoticeChoices).mockResolvedValue(preferences(['reward-shipped']));
  await renderRoute(<NoticePreferencesSection pushConnect={BROWSER_SWITCH} />, '/members/profile');
  const card = await section();
  await userEvent.click(await within(card).findByRole('switch', { name: 'จัดส่งของรางวัลแล้ว ทางLINE' }));
  expect(saveNoticeChoices).toHaveBeenCalledWith([
    { channel: 'line', kind: 'reward-shipped', enabled: false },
  ]);
  expect(await within(card).findByText('บันทึกการตั้งค่าแล้ว')).toBeInTheDocument();
  expect(within(card).getByRole('switch', { name: 'จัดส่งของรางวัลแล้ว ทางLINE' })).not.toBeChecked();
});

test('a refused save says why in Thai and keeps the switch as it was', async () => {
  jest.mocked(fetchNoticePreferences).mockResolvedValue(preferences());
  jest
    .mocked(saveNoticeChoices)
    .mockRejectedValue(new ApiRequestError({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 }));
  await renderRoute(<NoticePreferencesSection pushConnect={BROWSER_SWITCH} />, '/members/profile');
  const card = await section();
  await userEvent.click(await within(card).findByRole('switch', { name: 'ผลรางวัล ทางLINE' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบ');
  expect(within(card).getByRole('switch', { name: 'ผลรางวัล ทางLINE' })).toBeChecked();
});
