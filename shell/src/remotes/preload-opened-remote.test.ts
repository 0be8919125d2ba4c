import { catalogFixture } from '../testing/catalog-fixture';
import { openedRemote, preloadOpenedRemote } from './preload-opened-remote';

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
