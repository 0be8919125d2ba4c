import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import { catalogFixture } from '../testing/catalog-fixture';
import { kernelFirstLoadOf, openedRemote, preloadOpenedRemote } from './preload-opened-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadShare: jest.fn().mockResolvedValue(() => ({})),
  preloadRemote: jest.fn().mockResolvedValue(undefined),
}));

it('names the remote serving the opened page', () => {
  expect(openedRemote(catalogFixture, '/check-lottery')).toBe('mf_lottery');
  expect(openedRemote(catalogFixture, '/check-lottery/2026-05-16')).toBe('mf_lottery');
  expect(openedRemote(catalogFixture, '/members/login')).toBe('mf_member');
});

it('names none for a page of the shell, a page behind a login, or no catalog', () => {
  expect(openedRemote(catalogFixture, '/')).toBeNull();
  expect(openedRemote(catalogFixture, '/members/profile')).toBeNull();
  expect(openedRemote(null, '/check-lottery')).toBeNull();
});

it('preloads that remote only, and a failed preload stays silent', async () => {
  const preload = jest.fn(() => Promise.reject(new Error('offline')));
  expect(preloadOpenedRemote(catalogFixture, '/check-lottery', preload)).toBe('mf_lottery');
  expect(preload).toHaveBeenCalledWith('mf_lottery');
  expect(preloadOpenedRemote(catalogFixture, '/', preload)).toBeNull();
  expect(preload).toHaveBeenCalledTimes(1);
  await Promise.resolve();
});

it("preloads, with the remote's own files, the kernel modules its first load needs beyond the shell's", async () => {
  (
    globalThis as { __CHOKDEE_KERNEL_FIRST_LOADS__?: Record<string, string[]> }
  ).__CHOKDEE_KERNEL_FIRST_LOADS__ = {
    mf_lottery: ['@chokdee/shared-kernel/stores/cart-summary', '@chokdee/shared-contract/format/number'],
  };
  try {
    expect(kernelFirstLoadOf('mf_member')).toEqual([]);
    jest.useFakeTimers();
    preloadOpenedRemote(catalogFixture, '/check-lottery');
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_lottery', exposes: ['./app'] }]);
    // The kernel's modules wait for the shell's first render to paint.
    expect(loadShare).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(jest.mocked(loadShare).mock.calls).toEqual([
      ['@chokdee/shared-kernel/stores/cart-summary'],
      ['@chokdee/shared-contract/format/number'],
    ]);
  } finally {
    jest.useRealTimers();
    delete (globalThis as { __CHOKDEE_KERNEL_FIRST_LOADS__?: unknown }).__CHOKDEE_KERNEL_FIRST_LOADS__;
  }
});
