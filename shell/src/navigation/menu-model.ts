import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { paths } from '../config/paths';
import {
  catalogMenuLinks,
  groupLinks,
  sortByOrder,
  type MenuGroup,
  type MenuItem,
  type MenuLink,
} from './catalog-menu';

export type { MenuGroup, MenuItem } from './catalog-menu';

export type MenuEntry = ({ kind: 'link' } & MenuItem) | ({ kind: 'group' } & MenuGroup);

export const HOME_LINK: MenuItem = { label: 'หน้าแรก', to: paths.home.getHref(), end: true };
const SERVICES_LINK: MenuItem = { label: 'บริการของเรา', to: paths.services.getHref(), end: false };

/** The shell's own pages in the navigation: the about group, after the remotes' groups. */
const ABOUT = { id: 'about', label: 'เกี่ยวกับเรา' };
const SHELL_LINKS: readonly MenuLink[] = [
  { label: 'ข้อมูลบริษัท', to: paths.about.getHref(), end: false, order: 800, group: ABOUT },
  { label: 'ร้องเรียน', to: paths.complain.getHref(), end: false, order: 810, group: ABOUT },
];

/** How the navigation reads on a route: in full, or the e-commerce mode a route asks for (spec §2). */
export type MenuMode = 'ecommerce' | undefined;

const link = (item: MenuItem): MenuEntry => ({ kind: 'link', ...item });

/**
 * Spec §2 navigation menu: home, our services, the groups (the remotes' links in theirs, e.g.
 * กิจกรรม, then the shell's เกี่ยวกับเรา), then the remotes' links of no group. In e-commerce mode
 * only the `ecommerce` menu's links, e.g. 'ซื้อสินค้า' while the store that declares it is live.
 */
export function buildMenu(catalog: Catalog | null, mode: MenuMode): MenuEntry[] {
  if (mode === 'ecommerce')
    return catalogMenuLinks(catalog, 'ecommerce').map(({ label, to, end }) => link({ label, to, end }));
  const taken = new Set([HOME_LINK.to, SERVICES_LINK.to]);
  const links = sortByOrder([...catalogMenuLinks(catalog, 'site'), ...SHELL_LINKS]).filter(
    (item) => !taken.has(item.to),
  );
  const { groups, loose } = groupLinks(links);
  return [
    link(HOME_LINK),
    link(SERVICES_LINK),
    ...groups.map((group): MenuEntry => ({ kind: 'group', ...group })),
    ...loose.map(link),
  ];
}
