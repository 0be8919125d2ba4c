import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { catalogMenuLinks, groupLinks, type MenuGroup } from '../navigation/catalog-menu';

/**
 * Spec §2 profile menu: the `profile` links the live remotes declare, in their groups
 * (ข้อมูลของฉัน, ลอตเตอรี่…); a link of no group gets a group of its own.
 */
export function profileMenu(catalog: Catalog | null): MenuGroup[] {
  const { groups, loose } = groupLinks(catalogMenuLinks(catalog, 'profile'));
  return [...groups, ...loose.map((item) => ({ id: item.to, label: item.label, items: [item] }))];
}

/** `/members/profile/edit` belongs to `/members/profile`; `/members/profiles` does not. */
export function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The group holding the current page: it opens by itself (spec §2). */
export function groupOf(groups: readonly MenuGroup[], pathname: string): string | undefined {
  return groups.find((group) => group.items.some((item) => isWithin(pathname, item.to)))?.id;
}
