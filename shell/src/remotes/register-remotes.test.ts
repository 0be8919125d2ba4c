import { registerRemotes } from '@module-federation/enhanced/runtime';
import { catalogFixture } from '../testing/catalog-fixture';
import {
  registerCatalogRemotes,
  reRegisterRemote,
  remotesToRegister,
  resetRegisteredRemotes,
} from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const register = jest.mocked(registerRemotes);

beforeEach(() => {
  register.mockClear();
  resetRegisteredRemotes();
});

it('takes the enabled remotes of the catalog, by name and manifest URL', () => {
  expect(remotesToRegister(catalogFixture)).toEqual([
    { name: 'mf_lottery', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'mf_member', entry: 'http://localhost:3002/mf-manifest.json' },
    { name: 'mf_truck', entry: 'http://localhost:3005/mf-manifest.json' },
  ]);
});

it('registers them with the runtime in one call, fetching nothing yet', () => {
  registerCatalogRemotes(catalogFixture);
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith(remotesToRegister(catalogFixture));
});

it('registers nothing for an empty catalog', () => {
  expect(registerCatalogRemotes({ remotes: [] })).toEqual([]);
  expect(register).not.toHaveBeenCalled();
});

it('registers a known remote again with force, so the runtime forgets a failed entry', () => {
  registerCatalogRemotes(catalogFixture);
  register.mockClear();
  expect(reRegisterRemote('mf_lottery')).toBe(true);
  expect(register).toHaveBeenCalledWith(
    [{ name: 'mf_lottery', entry: 'http://localhost:3001/mf-manifest.json' }],
    {
      force: true,
    },
  );
});

it('does not invent an entry for a remote the catalog did not list', () => {
  registerCatalogRemotes(catalogFixture);
  register.mockClear();
  expect(reRegisterRemote('mf_campaign')).toBe(false);
  expect(register).not.toHaveBeenCalled();
});
