/** @jest-environment node */
import type * as Runtime from '@module-federation/enhanced/runtime';
import type * as Events from '@chokdee/shared-kernel/events';
import type * as CatalogStore from '../catalog/catalog-store';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { catalogFixture } from '../testing/catalog-fixture';
import type * as BootShell from './boot-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

let runtime: typeof Runtime;
let events: typeof Events;
let store: typeof CatalogStore;
let bootShell: typeof BootShell.bootShell;
let fetchMock: FetchMock | undefined;

// Fresh modules per test: the kernel stores start empty, as on page load.
beforeEach(async () => {
  jest.resetModules();
  runtime = await import('@module-federation/enhanced/runtime');
  events = await import('@chokdee/shared-kernel/events');
  store = await import('../catalog/catalog-store');
  ({ bootShell } = await import('./boot-shell'));
  const { configureApi } = await import('@chokdee/shared-kernel/api/config');
  configureApi({ publicUrl: 'http://api.test' });
});

afterEach(() => fetchMock?.restore());

it('loads the catalog from the API and registers its enabled remotes', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: catalogFixture }));
  const catalog = await bootShell();
  expect(fetchMock.calls.map((request) => request.url)).toEqual(['http://api.test/public/v3/catalog']);
  expect(catalog?.remotes.map((remote) => remote.name)).toEqual([
    'mf_lottery',
    'mf_member',
    'mf_truck',
    'mf_campaign',
  ]);
  expect(runtime.registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_lottery', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'mf_member', entry: 'http://localhost:3002/mf-manifest.json' },
    { name: 'mf_truck', entry: 'http://localhost:3005/mf-manifest.json' },
  ]);
  expect(store.$catalogError.get()).toBeNull();
});

it('installs the fallback plugin, which reports failures on the event bus', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: { remotes: [] } }));
  await bootShell();
  const [plugins] = jest.mocked(runtime.registerPlugins).mock.calls[0] ?? [];
  const plugin = (plugins as Runtime.ModuleFederationRuntimePlugin[])[0];
  expect(plugin?.name).toBe('chokdee-remote-fallback');

  const failures: unknown[] = [];
  const off = events.on('remote:failed', (payload) => failures.push(payload));
  plugin?.errorLoadRemote?.({
    id: 'mf_lottery/app',
    error: new Error('manifest unreachable'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
  });
  off();
  expect(failures).toEqual([{ remote: 'mf_lottery', error: 'manifest unreachable' }]);
});

it('resolves to null and leaves the error in the kernel store when the catalog cannot be loaded', async () => {
  fetchMock = mockFetch(() => jsonResponse({ message: 'ระบบขัดข้อง', errors: [], status: 503 }, 503));
  await expect(bootShell()).resolves.toBeNull();
  expect(store.$catalogError.get()).toMatchObject({ status: 503 });
  expect(runtime.registerRemotes).not.toHaveBeenCalled();
});

it('resolves to null when the API cannot be reached at all', async () => {
  fetchMock = mockFetch(() => Promise.reject(new TypeError('fetch failed')));
  await expect(bootShell()).resolves.toBeNull();
  expect(store.$catalogError.get()).toMatchObject({ status: 0 });
});
