import { screen, waitFor } from '@testing-library/react';
import { postLineCallback } from '@chokdee/shared-kernel/api/auth';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { completeLogin, loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { apiError } from '../../testing/api-errors';
import { authUser } from '../../testing/auth-user';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  postLineCallback: jest.fn(),
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

beforeEach(() => {
  jest.mocked(postLineCallback).mockReset();
  jest
    .mocked(loginWithToken)
    .mockReset()
    .mockResolvedValue(authUser({ login_provider: 'line' }));
  jest.mocked(completeLogin).mockReset().mockResolvedValue('/members/profile');
  jest.mocked(saveIntent).mockReset();
  jest.mocked(navigate).mockReset();
});

describe('/oauth/callback/line', () => {
  it('trades code and state for a token, restores the intent and goes on', async () => {
    jest
      .mocked(postLineCallback)
      .mockResolvedValue({ token: 'tok', link_token: null, redirect_url: '/members/profile' });
    await renderRoute(appRoutes, '/oauth/callback/line?code=c1&state=s1');
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังเข้าสู่ระบบด้วย LINE');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members/profile', { replace: true }));
    expect(postLineCallback).toHaveBeenCalledTimes(1);
    expect(postLineCallback).toHaveBeenCalledWith({ code: 'c1', state: 's1' });
    expect(loginWithToken).toHaveBeenCalledWith('tok', 'line');
    expect(saveIntent).toHaveBeenCalledWith('/members/profile');
  });

  it('never saves an unsafe redirect from the answer', async () => {
    jest
      .mocked(postLineCallback)
      .mockResolvedValue({ token: 'tok', link_token: null, redirect_url: '//evil.example' });
    await renderRoute(appRoutes, '/oauth/callback/line?code=c1&state=s1');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(saveIntent).not.toHaveBeenCalled();
  });

  it('sends a LINE account still to be linked to connect-user with its link token', async () => {
    jest.mocked(postLineCallback).mockResolvedValue({ token: null, link_token: 'lk 1', redirect_url: '/' });
    await renderRoute(appRoutes, '/oauth/callback/line?code=c1&state=s1');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/members/connect-user?link_token=lk%201', { replace: true }),
    );
    expect(loginWithToken).not.toHaveBeenCalled();
  });

  it('shows the API error for a bad or reused state with a way back to login', async () => {
    jest.mocked(postLineCallback).mockRejectedValue(apiError(400, 'ลิงก์เข้าสู่ระบบหมดอายุ กรุณาลองใหม่อีกครั้ง'));
    await renderRoute(appRoutes, '/oauth/callback/line?code=c1&state=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('ลิงก์เข้าสู่ระบบหมดอายุ กรุณาลองใหม่อีกครั้ง');
    expect(screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' })).toHaveAttribute('href', '/members/login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs nobody in when the API refuses a login another browser started', async () => {
    const refusal = 'การเข้าสู่ระบบด้วย LINE นี้ไม่ได้เริ่มจากเบราว์เซอร์นี้';
    jest.mocked(postLineCallback).mockRejectedValue(apiError(400, refusal));
    await renderRoute(appRoutes, '/oauth/callback/line?code=c1&state=someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(loginWithToken).not.toHaveBeenCalled();
    expect(saveIntent).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the login was cancelled when LINE answers with an error', async () => {
    await renderRoute(appRoutes, '/oauth/callback/line?error=access_denied&state=s1');
    expect(screen.getByRole('alert')).toHaveTextContent('ยกเลิกการเข้าสู่ระบบด้วย LINE แล้ว');
    expect(postLineCallback).not.toHaveBeenCalled();
  });

  it('refuses a callback without a code', async () => {
    await renderRoute(appRoutes, '/oauth/callback/line?state=s1');
    expect(screen.getByRole('alert')).toHaveTextContent('ข้อมูลจาก LINE ไม่ครบถ้วน');
    expect(postLineCallback).not.toHaveBeenCalled();
  });
});
