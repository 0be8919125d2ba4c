import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthUser } from '@chokdee/shared-kernel/api/auth';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import type { LineNotificationStatus } from '@chokdee/shared-contract/schemas/line-notification';
import {
  disconnectLineNotification,
  fetchLineNotificationStatus,
  finishLineNotificationConnect,
  startLineNotificationConnect,
} from '../../features/line-notification/line-notification-api';
import { openExternal } from '../../lib/open-external';
import { apiError } from '../../testing/api-errors';
import { memberFixture } from '../../testing/member-fixture';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ fetchAuthUser: jest.fn(), postLogout: jest.fn() }));
jest.mock('../../features/line-notification/line-notification-api', () => ({
  fetchLineNotificationStatus: jest.fn(),
  startLineNotificationConnect: jest.fn(),
  finishLineNotificationConnect: jest.fn(),
  disconnectLineNotification: jest.fn(),
}));
jest.mock('../../lib/open-external', () => ({ openExternal: jest.fn() }));

const ADD_FRIEND = 'https://line.me/R/ti/p/%40chokdee';
const state = (overrides: Partial<LineNotificationStatus> = {}): LineNotificationStatus => ({
  enabled: true,
  linked: false,
  following: false,
  add_friend_url: ADD_FRIEND,
  ...overrides,
});

beforeEach(async () => {
  jest.mocked(fetchAuthUser).mockResolvedValue(memberFixture());
  jest.mocked(fetchLineNotificationStatus).mockReset().mockResolvedValue(state());
  jest.mocked(startLineNotificationConnect).mockReset().mockResolvedValue('https://line.test/authorize?x=1');
  jest.mocked(finishLineNotificationConnect).mockReset();
  jest.mocked(disconnectLineNotification).mockReset();
  jest.mocked(openExternal).mockReset();
  await loginWithToken('token');
});

const open = (url = '/members/connect-notification') => renderRoute(appRoutes, url);

describe('/members/connect-notification', () => {
  it('offers to connect LINE and leaves for LINE Login with the add-friend prompt', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'เชื่อมต่อกับ LINE' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('https://line.test/authorize?x=1'));
    expect(screen.getByRole('button', { name: 'เชื่อมต่อกับ LINE' })).toBeDisabled();
  });

  it('says so in Thai when LINE notices are not open', async () => {
    jest
      .mocked(fetchLineNotificationStatus)
      .mockResolvedValue(state({ enabled: false, add_friend_url: null }));
    await open();
    expect(await screen.findByText('ขณะนี้ยังไม่เปิดให้เชื่อมต่อการแจ้งเตือนผ่าน LINE กรุณาลองใหม่ภายหลัง')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'เชื่อมต่อกับ LINE' })).toBeNull();
  });

  it('shows a following member the connected state, and disconnect turns it off', async () => {
    jest.mocked(fetchLineNotificationStatus).mockResolvedValue(state({ linked: true, following: true }));
    jest.mocked(disconnectLineNotification).mockResolvedValue(state({ linked: true, following: false }));
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ปิดการแจ้งเตือนผ่าน LINE' }));
    expect(await screen.findByRole('button', { name: 'เปิดรับการแจ้งเตือนผ่าน LINE' })).toBeVisible();
    expect(screen.queryByText('คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว')).toBeNull();
  });

  it('asks a linked member who is not a friend to add the Official Account', async () => {
    jest.mocked(fetchLineNotificationStatus).mockResolvedValue(state({ linked: true }));
    await open();
    expect(await screen.findByRole('link', { name: 'เพิ่มเพื่อนใน LINE' })).toHaveAttribute('href', ADD_FRIEND);
    expect(screen.getByRole('button', { name: 'เปิดรับการแจ้งเตือนผ่าน LINE' })).toBeVisible();
  });

  it('back from LINE: finishes the connect once and shows the connected state', async () => {
    jest.mocked(finishLineNotificationConnect).mockResolvedValue(state({ linked: true, following: true }));
    await open('/members/connect-notification?code=c1&state=s1&friendship_status_changed=true');
    expect(await screen.findByText('คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว')).toBeVisible();
    expect(finishLineNotificationConnect).toHaveBeenCalledTimes(1);
    expect(finishLineNotificationConnect).toHaveBeenCalledWith({ code: 'c1', state: 's1' });
  });

  it("back from LINE with an account another member holds: the API's Thai refusal", async () => {
    const taken = 'บัญชี LINE นี้เชื่อมต่อกับสมาชิกคนอื่นอยู่แล้ว กรุณาใช้บัญชี LINE อื่น';
    jest.mocked(finishLineNotificationConnect).mockRejectedValue(apiError(409, taken));
    await open('/members/connect-notification?code=c1&state=s1');
    expect(await screen.findByText(taken)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'เชื่อมต่อกับ LINE' })).toBeVisible();
  });

  it('back from LINE after cancelling there', async () => {
    await open('/members/connect-notification?error=access_denied&state=s1');
    expect(await screen.findByText('ยกเลิกการเชื่อมต่อ LINE แล้ว')).toBeVisible();
    expect(finishLineNotificationConnect).not.toHaveBeenCalled();
  });
});
