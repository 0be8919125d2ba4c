import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { paths } from '../config/paths';
import { HOME_LINK, menuLinks, type MenuLink } from './menu-links';
import { isServedByCatalog, matchesAny } from './route-match';

/**
 * The prayer (wish) list page, 'ความปรารถนาของมังกรฟ้า'. mf-pray serves it; the menu links it only
 * while a live catalog route serves this path.
 */
export const PRAYER_PATH = '/ขอพร';
export const ECOMMERCE_STORE_PATH = '/ecommerce/store';
export const NEW_BADGE = 'ใหม่';

export interface MenuItem extends MenuLink {
  /** A short tag beside the label, e.g. 'ใหม่'. */
  badge?: string;
}

export interface MenuGroup {
  id: 'activity' | 'about';
  label: string;
  items: MenuItem[];
}

export type MenuEntry = ({ kind: 'link' } & MenuItem) | ({ kind: 'group' } & MenuGroup);

/** Where an item's page comes from: the shell's own pages always exist, a remote's only while live. */
type Served = 'shell' | 'remote';
type GroupItem = MenuItem & { served: Served };

const GROUPS: readonly (Omit<MenuGroup, 'items'> & { items: readonly GroupItem[] })[] = [
  {
    id: 'activity',
    label: 'กิจกรรม',
    items: [
      { label: 'ความปรารถนาของมังกรฟ้า', to: PRAYER_PATH, end: false, served: 'remote' },
      { label: 'แลกของรางวัล', to: paths.rewards.getHref(), end: false, badge: NEW_BADGE, served: 'remote' },
    ],
  },
  {
    id: 'about',
    label: 'เกี่ยวกับเรา',
    items: [
      { label: 'ข้อมูลบริษัท', to: paths.about.getHref(), end: false, served: 'shell' },
      { label: 'ร้องเรียน', to: paths.complain.getHref(), end: false, served: 'shell' },
    ],
  },
];

const SERVICES_LINK: MenuLink = { label: 'บริการของเรา', to: paths.services.getHref(), end: false };

/**
 * Spec §2 e-commerce mode: on the dealer store and product pages, the e-commerce store and product
 * pages, the e-commerce purchase history and a purchase's detail.
 */
export const ECOMMERCE_MODE_PATTERNS = [
  '/deprecated/dealers/:storeCode/store',
  '/deprecated/dealers/:storeCode/store/:productCode',
  '/ecommerce/store',
  '/ecommerce/store/:productCode',
  '/members/ecommerce/purchase-history',
  '/ecommerce/purchases/:purchaseCode?',
] as const;

export function isEcommerceMode(pathname: string): boolean {
  return matchesAny(ECOMMERCE_MODE_PATTERNS, pathname);
}

const link = (item: MenuItem): MenuEntry => ({ kind: 'link', ...item });

/**
 * Spec §2 navigation menu for a location: home, our services, the activity and about groups, then
 * each labelled catalog route not already listed. In e-commerce mode only 'ซื้อสินค้า' (while the
 * e-commerce store is live).
 */
export function buildMenu(catalog: Catalog | null, pathname: string): MenuEntry[] {
  if (isEcommerceMode(pathname)) {
    // mf-ecommerce serves the store: until it is live the mode has nothing to offer (no 404 link).
    return isServedByCatalog(catalog, ECOMMERCE_STORE_PATH)
      ? [link({ label: 'ซื้อสินค้า', to: ECOMMERCE_STORE_PATH, end: false })]
      : [];
  }
  const groups: MenuEntry[] = [];
  for (const group of GROUPS) {
    const items = group.items
      .filter((item) => item.served === 'shell' || isServedByCatalog(catalog, item.to))
      .map(({ served: _served, ...item }) => item);
    if (items.length > 0) groups.push({ kind: 'group', id: group.id, label: group.label, items });
  }
  // Every place the groups list (shown or not) stays out of the flat catalog links.
  const taken = new Set([
    HOME_LINK.to,
    SERVICES_LINK.to,
    ...GROUPS.flatMap((group) => group.items.map((item) => item.to)),
  ]);
  const catalogLinks = menuLinks(catalog).filter((item) => !taken.has(item.to));
  return [link(HOME_LINK), link(SERVICES_LINK), ...groups, ...catalogLinks.map(link)];
}
