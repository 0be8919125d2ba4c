import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { PREFETCH_MARK } from '@chokdee/shared-contract/rules/timings';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { likelyRemotes, prefetchLikelyRemotes, type PrefetchEnvironment } from './prefetch-likely-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn().mockResolvedValue(undefined),
}));

const catalog = {
  remotes: [
    {
      name: 'mf_lottery',
      enabled: true,
      routes: [{ path: '/check-lottery/:slug?', menus: [{ menu: 'site', label: 'ตรวจผลสลาก' }] }],
    },
    {
      name: 'mf_member',
      enabled: true,
      routes: [{ path: '/rewards', menus: [{ menu: 'site', label: 'แลกของรางวัล' }] }],
    },
    { name: 'mf_quiet', enabled: true, routes: [{ path: '/quiet' }] },
    {
      name: 'mf_off',
      enabled: false,
      routes: [{ path: '/off', menus: [{ menu: 'site', label: 'ปิด' }] }],
    },
  ],
} as unknown as Catalog;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** An environment without requestIdleCallback: the 2,000 ms timeout is the fallback. */
function timerEnv(connection?: PrefetchEnvironment['connection']): PrefetchEnvironment {
  return { connection, setTimeout: (callback, ms) => setTimeout(callback, ms) };
}

it('the likely next pages are the live remotes of the site menu, less the one on screen', () => {
  expect(likelyRemotes(catalog, '/check-lottery')).toEqual(['mf_member']);
  expect(likelyRemotes(catalog, '/')).toEqual(['mf_lottery', 'mf_member']);
});

it('fetches them after 2,000 ms when the browser has no idle callback', () => {
  const load = jest.fn().mockResolvedValue({});
  const mark = jest.fn();
  Object.defineProperty(globalThis.performance, 'mark', { value: mark, configurable: true });
  expect(prefetchLikelyRemotes(catalog, '/', load, timerEnv({ effectiveType: '4g' }))).toBe(true);
  jest.advanceTimersByTime(1999);
  expect(mark).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(load.mock.calls).toEqual([['mf_lottery'], ['mf_member']]);
  // The bench tells the page's own load from this optional download by the mark.
  expect(mark).toHaveBeenCalledWith(PREFETCH_MARK);
});

it('asks for the next idle moment with the 2,000 ms timeout when the browser has one', () => {
  const load = jest.fn().mockResolvedValue({});
  const requestIdleCallback = jest.fn((callback: () => void) => {
    callback();
    return 1;
  });
  prefetchLikelyRemotes(catalog, '/', load, { ...timerEnv(), requestIdleCallback });
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  expect(load).toHaveBeenCalledTimes(2);
});

it.each([{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { saveData: true }])(
  'skips it on %j',
  (connection) => {
    const load = jest.fn().mockResolvedValue({});
    expect(prefetchLikelyRemotes(catalog, '/', load, timerEnv(connection))).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
  },
);

it('a failed prefetch is silent', async () => {
  const load = jest.fn().mockRejectedValue(new Error('offline'));
  prefetchLikelyRemotes(catalog, '/', load, timerEnv());
  jest.advanceTimersByTime(2000);
  await Promise.resolve();
  expect(load).toHaveBeenCalledTimes(2);
});

it('only downloads the next pages: their remotes are not initialised and their code does not run', () => {
  prefetchLikelyRemotes(catalog, '/', undefined, timerEnv());
  jest.advanceTimersByTime(2000);
  expect(jest.mocked(preloadRemote).mock.calls).toEqual([
    [[{ nameOrAlias: 'mf_lottery', exposes: ['./app'] }]],
    [[{ nameOrAlias: 'mf_member', exposes: ['./app'] }]],
  ]);
  expect(loadRemote).not.toHaveBeenCalled();
});
