import { screen, waitFor } from '@testing-library/react';
import { fetchLineConfig } from '@chokdee/shared-kernel/api/auth';
import { $intentUrl, clearIntent, saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/api/auth'),
  fetchLineConfig: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/stores/auth', () => ({ login: jest.fn(), completeLogin: jest.fn() }));

afterEach(() => clearIntent());

describe('/members/login', () => {
  it('offers LINE login, back to the saved intent, when the server has it', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(true);
    saveIntent('/members/profile');
    await renderRoute(appRoutes, '/members/login');

    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeInTheDocument();
    const line = await screen.findByRole('link', { name: /เข้าสู่ระบบด้วย LINE/ });
    const url = new URL(line.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/public/v2/auth/line/authorize');
    expect(url.searchParams.get('redirect_url')).toBe('/members/profile');
    expect(url.searchParams.get('mode')).toBe('login');
    expect(screen.getByText('หรือ')).toBeInTheDocument();
  });

  it('takes a safe redirect_url as the intent and ignores another site', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(true);
    await renderRoute(appRoutes, '/members/login?redirect_url=%2Fmembers%2Fbank-account');
    const line = await screen.findByRole('link', { name: /เข้าสู่ระบบด้วย LINE/ });
    expect(new URL(line.getAttribute('href') ?? '').searchParams.get('redirect_url')).toBe(
      '/members/bank-account',
    );
    expect($intentUrl.get()).toBe('/members/bank-account');
  });

  it('never takes another site as redirect_url', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(true);
    await renderRoute(appRoutes, '/members/login?redirect_url=%2F%2Fevil.example');
    const line = await screen.findByRole('link', { name: /เข้าสู่ระบบด้วย LINE/ });
    expect(new URL(line.getAttribute('href') ?? '').searchParams.get('redirect_url')).toBe('/');
    expect($intentUrl.get()).toBeNull();
  });

  it('hides LINE when the server says it is off', async () => {
    jest.mocked(fetchLineConfig).mockResolvedValue(false);
    await renderRoute(appRoutes, '/members/login');
    await screen.findByRole('link', { name: 'สมัครสมาชิก' });
    expect(fetchLineConfig).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /LINE/ })).not.toBeInTheDocument();
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
