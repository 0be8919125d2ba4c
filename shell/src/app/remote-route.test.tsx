import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fetchAuthUser } from '@chokdee/shared-kernel/api/auth';
import { $authReady } from '@chokdee/shared-kernel/stores/auth';
import { setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { catalogFixture } from '../testing/catalog-fixture';
import { fakeRemoteApp } from '../testing/fake-remote-app';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { buildRoutes } from './build-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  fetchAuthUser: jest.fn(),
  postLogout: jest.fn(),
  postLogin: jest.fn(),
  postRegister: jest.fn(),
}));

// One test per file: the kernel's auth store checks the saved login once per page load.
it('waits for the saved login to be checked before guarding, then lets the member in', async () => {
  jest.mocked(loadRemote).mockResolvedValue(fakeRemoteApp('สมาชิกจากรีโมต'));
  let answer: (user: AuthUser) => void = () => undefined;
  jest.mocked(fetchAuthUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  setAuthToken('saved-token');

  const router = renderShellRoutes(buildRoutes(catalogFixture), '/members/profile');

  await waitFor(() => expect(fetchAuthUser).toHaveBeenCalledWith({ token: 'saved-token' }));
  expect($authReady.get()).toBe(false);
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('กำลังโหลด');
  expect(router.state.location.pathname).toBe('/members/profile');
  expect(loadRemote).not.toHaveBeenCalled();

  await act(async () => answer(authUserFixture()));
  expect(await screen.findByText('สมาชิกจากรีโมต (mf_member · main)')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/members/profile');
});
