import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { unavailableRemoteModule } from '../runtime-plugins/remote-fallback';
import { catalogFixture } from '../testing/catalog-fixture';
import { chunkLoadError, fakeRemoteApp } from '../testing/fake-remote-app';
import { InvalidRemoteAppError, loadRemoteApp } from './load-remote-app';
import { RELOAD_STORAGE_KEY } from './chunk-reload';
import { registerCatalogRemotes, resetRegisteredRemotes } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);
const NOW = 1_780_000_000_000;

beforeEach(() => {
  load.mockReset();
  register.mockClear();
  resetRegisteredRemotes();
  sessionStorage.clear();
});

it("loads the remote's ./app and hands back its lifecycles as a parcel config", async () => {
  const app = fakeRemoteApp('ผลสลาก');
  load.mockResolvedValue(app);
  const result = await loadRemoteApp('mf_lottery');
  expect(load).toHaveBeenCalledWith('mf_lottery/app');
  expect(result).toEqual({
    status: 'ready',
    config: {
      name: 'mf_lottery',
      bootstrap: app.bootstrap,
      mount: app.mount,
      unmount: app.unmount,
      update: undefined,
    },
  });
});

it('fails (without reloading) when the remote cannot be fetched', async () => {
  const reload = jest.fn();
  const error = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
  load.mockResolvedValue(unavailableRemoteModule({ remote: 'mf_lottery', id: 'mf_lottery/app', error }));
  expect(await loadRemoteApp('mf_lottery', { reloadEnvironment: { reload, now: () => NOW } })).toEqual({
    status: 'failed',
    error,
  });
  expect(reload).not.toHaveBeenCalled();
});

it('fails when loadRemote rejects', async () => {
  const error = new TypeError('Failed to fetch');
  load.mockRejectedValue(error);
  expect(await loadRemoteApp('mf_lottery')).toEqual({ status: 'failed', error });
});

it('fails when ./app is not a set of single-spa lifecycles', async () => {
  load.mockResolvedValue({ default: () => null });
  const result = await loadRemoteApp('mf_lottery');
  expect(result.status).toBe('failed');
  expect(result.status === 'failed' && result.error).toBeInstanceOf(InvalidRemoteAppError);
});

it('reloads the page once on a stale chunk, whether it rejects or comes through the fallback plugin', async () => {
  const reload = jest.fn();
  load.mockRejectedValueOnce(chunkLoadError());
  expect(await loadRemoteApp('mf_lottery', { reloadEnvironment: { reload, now: () => NOW } })).toEqual({
    status: 'reloading',
  });
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBe(String(NOW));

  // Within 60 s the same failure shows the fallback instead of reloading again.
  load.mockResolvedValueOnce(
    unavailableRemoteModule({ remote: 'mf_lottery', id: 'mf_lottery/app', error: chunkLoadError() }),
  );
  const again = await loadRemoteApp('mf_lottery', { reloadEnvironment: { reload, now: () => NOW + 10_000 } });
  expect(again.status).toBe('failed');
  expect(reload).toHaveBeenCalledTimes(1);
});

it('registers the remote again with force before a retry', async () => {
  registerCatalogRemotes(catalogFixture);
  register.mockClear();
  load.mockResolvedValue(fakeRemoteApp('ผลสลาก'));
  await loadRemoteApp('mf_lottery', { retry: true });
  expect(register).toHaveBeenCalledWith(
    [{ name: 'mf_lottery', entry: 'http://localhost:3001/mf-manifest.json' }],
    {
      force: true,
    },
  );
  expect(register.mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[0] ?? 0);
});
