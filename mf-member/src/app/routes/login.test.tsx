import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchLineConfig, startLineLogin } from '@chokdee/shared-kernel/api/auth';
import { $intentUrl, clearIntent, saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { openExternal } from '../../lib/open-external';
import { apiError } from '../../testing/api-errors';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/api/auth'),
  fetchLineConfig: jest.fn(),
  startLineLogin: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/stores/auth', () => ({ login: jest.fn(), completeLogin: jest.fn() }));
jest.mock('../../lib/open-external', () => ({ openExternal: jest.fn() }));

const LINE_URL = 'https://line.test/authorize?state=s1';

beforeEach(() => {
  jest.mocked(startLineLogin).mockReset().mockResolvedValue(LINE_URL);
  jest.mocked(openExternal).mockReset();
});
afterEach(() => clearIntent());

/** Presses the LINE button: the login it starts (what the API is asked) once the browser leaves. */
async function pressLine() {
  fireEvent.click(await screen.findByRole('button', { name: /เข้าสู่ระบบด้วย LINE/ }));
  await waitFor(() => expect(openExternal).toHaveBeenCalledWith(LINE_URL));
  return jest.mocked(startLineLogin).mock.calls[0]?.[0];
}

describe('/members/login', () => {
  it('offers LINE login, back to the saved intent, when the server has it', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(true);
    saveIntent('/members/profile');
    await renderRoute(appRoutes, '/members/login');

    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeInTheDocument();
    expect(await pressLine()).toEqual({ redirect_url: '/members/profile', mode: 'login' });
    expect(screen.getByText('หรือ')).toBeInTheDocument();
  });

  it('shows the Thai reason when LINE login cannot start, and lets the member try again', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(true);
    jest.mocked(startLineLogin).mockRejectedValueOnce(apiError(404, 'ยังไม่เปิดใช้งานการเข้าสู่ระบบด้วย LINE'));
    await renderRoute(appRoutes, '/members/login');
    const button = await screen.findByRole('button', { name: /เข้าสู่ระบบด้วย LINE/ });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('ยังไม่เปิดใช้งานการเข้าสู่ระบบด้วย LINE');
    expect(openExternal).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
    expect(await pressLine()).toMatchObject({ mode: 'login' });
  });

  it('takes a safe redirect_url as the intent and ignores another site', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(true);
    await renderRoute(appRoutes, '/members/login?redirect_url=%2Fmembers%2Fbank-account');
    expect(await pressLine()).toMatchObject({ redirect_url: '/members/bank-account' });
    expect($intentUrl.get()).toBe('/members/bank-account');
  });

  it('never takes another site as redirect_url', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(true);
    await renderRoute(appRoutes, '/members/login?redirect_url=%2F%2Fevil.example');
    expect(await pressLine()).toMatchObject({ redirect_url: '/' });
    expect($intentUrl.get()).toBeNull();
  });

  it('hides LINE when the server says it is off', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(false);
    await renderRoute(appRoutes, '/members/login');
    await screen.findByRole('link', { name: 'สมัครสมาชิก' });
    expect(fetchLineConfig).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /LINE/ })).not.toBeInTheDocument();
  });

  it('links to register and to forgotten password', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(false);
    await renderRoute(appRoutes, '/members/login');
    expect(await screen.findByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute(
      'href',
      '/members/register',
    );
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toHaveAttribute(
      'href',
      '/members/forget-password',
    );
    await waitFor(() => expect(fetchLineConfig).toHaveBeenCalled());
  });
});
