import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { catalogFixture } from '../testing/catalog-fixture';
import { isServedByCatalog, menuLinkItems } from './menu-link-items';

const hrefs = (catalog: Catalog | null, loggedIn: boolean) =>
  menuLinkItems(catalog, loggedIn).map((i) => i.href);

it("lists the shell's pages always and a remote's only while a live route serves it", () => {
  expect(hrefs(null, false)).toEqual(['/articles', '/บริการของเรา', '/complain']);
  // The fixture serves the results checker and member pages, not /dealers or /rewards.
  expect(hrefs(catalogFixture, false)).toEqual([
    '/check-lottery',
    '/articles',
    '/บริการของเรา',
    '/complain',
    '/members/login',
  ]);
});

it('offers the profile to a member and the login to a visitor', () => {
  expect(hrefs(catalogFixture, true)).toContain('/members/profile');
  expect(hrefs(catalogFixture, true)).not.toContain('/members/login');
});

it('matches catalog patterns and ignores disabled remotes', () => {
  expect(isServedByCatalog('/check-lottery', catalogFixture)).toBe(true);
  expect(isServedByCatalog('/worldcup2022', catalogFixture)).toBe(false);
});
