import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthUser, postLogout, postSignInCodeExchange } from '@chokdee/shared-kernel/api/auth';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { completeLogin, loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { apiError } from '../../testing/api-errors';
import { authUser } from '../../testing/auth-user';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';
import { MOBILE_DECLINED_MESSAGE, MOBILE_TOKEN_LINK_MESSAGE } from './mobile-signin';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  postSignInCodeExchange: jest.fn(),
  fetchAuthUser: jest.fn(),
  postLogout: jest.fn(),
  fetchLineConfig: jest.fn().mockResolvedValue(false),
}));
jest.mock('@chokdee/shared-kernel/stores/auth', () => ({
  loginWithToken: jest.fn(),
  completeLogin: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/stores/intent', () => ({
  saveIntent: jest.fn(),
  $intentUrl: { get: () => null, listen: () => () => undefined, subscribe: () => () => undefined },
}));
jest.mock('@chokdee/shared-kernel/navigation', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/navigation'),
  navigate: jest.fn(),
}));

const member = authUser({ name: 'สมหญิง', lastname: 'รักดี', tel: '0812345678' });

beforeEach(() => {
  jest.mocked(postSignInCodeExchange).mockReset().mockResolvedValue('site-token');
  jest.mocked(fetchAuthUser).mockReset().mockResolvedValue(member);
  jest.mocked(postLogout).mockReset().mockResolvedValue(undefined);
  jest.mocked(loginWithToken).mockReset().mockResolvedValue(member);
  jest.mocked(completeLogin).mockReset().mockResolvedValue('/members/profile');
  jest.mocked(saveIntent).mockReset();
  jest.mocked(navigate).mockReset();
});

describe('/mobile/signin', () => {
  it('trades the one-time code once, shows whose account it is, and signs in only when the visitor says so', async () => {
    const user = userEvent.setup();
    const view = await renderRoute(appRoutes, '/mobile/signin?code=c0de&redirect_url=%2Fmembers%2Fsafe');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังเข้าสู่ระบบ');
    expect(await screen.findByText('สมหญิง รักดี')).toBeInTheDocument();
    expect(screen.getByText(/081 234 5678/)).toBeInTheDocument();
    // The code is gone from the address; the rest stays (the router's replace settles on its own tick).
    await waitFor(() => expect(view.location()).toBe('/mobile/signin?redirect_url=%2Fmembers%2Fsafe'));
    expect(postSignInCodeExchange).toHaveBeenCalledTimes(1);
    expect(postSignInCodeExchange).toHaveBeenCalledWith('c0de');
    expect(fetchAuthUser).toHaveBeenCalledWith({ token: 'site-token' });
    expect(loginWithToken).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members/profile', { replace: true }));
    expect(loginWithToken).toHaveBeenCalledWith('site-token', 'local');
    expect(saveIntent).toHaveBeenCalledWith('/members/safe');
  });

  it('"not my account" stores nothing and ends the new token on the server', async () => {
    const user = userEvent.setup();
    await renderRoute(appRoutes, '/mobile/signin?code=c0de');
    await user.click(await screen.findByRole('button', { name: 'ไม่ใช่บัญชีของฉัน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MOBILE_DECLINED_MESSAGE);
    expect(postLogout).toHaveBeenCalledWith({ token: 'site-token' });
    expect(loginWithToken).not.toHaveBeenCalled();
  });

  it('a used or expired code shows the API’s Thai message and a way to log in', async () => {
    jest
      .mocked(postSignInCodeExchange)
      .mockRejectedValue(apiError(401, 'ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้แล้ว กรุณาเปิดจากแอปพลิเคชันอีกครั้ง'));
    await renderRoute(appRoutes, '/mobile/signin?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้แล้ว');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' })).toBeInTheDocument();
    expect(loginWithToken).not.toHaveBeenCalled();
  });

  it('an old link with a raw token logs nobody in, says so, and drops the token from the address', async () => {
    const view = await renderRoute(appRoutes, '/mobile/signin?token=stolen-bearer-token');
    expect(screen.getByRole('alert')).toHaveTextContent(MOBILE_TOKEN_LINK_MESSAGE);
    expect(view.location()).toBe('/mobile/signin');
    expect(postSignInCodeExchange).not.toHaveBeenCalled();
    expect(loginWithToken).not.toHaveBeenCalled();
  });
});
