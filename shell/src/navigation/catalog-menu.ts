import {
  routeLinkTarget,
  type Catalog,
  type MenuEntry as CatalogMenuEntry,
  type MenuName,
} from '@chokdee/shared-contract/schemas/catalog';

/** One link of a menu: where it goes and how it reads. */
export interface MenuItem {
  label: string;
  to: string;
  /** Current only on exactly this path (home, a list), not on the paths below it. */
  end: boolean;
  /** A short tag beside the label, e.g. 'ใหม่'. */
  badge?: string;
}

/** A link as a menu entry declares it: where it sorts, its group, icon, who sees it, its count. */
export type MenuLink = MenuItem &
  Pick<CatalogMenuEntry, 'order' | 'group' | 'icon' | 'description' | 'auth' | 'count_badge'>;

/** Who looks at a menu: logged in or not, and the store they shop in (for a store page's link). */
export interface MenuViewer {
  loggedIn: boolean;
  userRef?: string | null;
}

/** The links a viewer sees: a `required` link only logged in, a `guest` link only logged out. */
export function shownTo<T extends Pick<MenuLink, 'auth'>>(links: readonly T[], loggedIn: boolean): T[] {
  return links.filter(({ auth }) => auth !== (loggedIn ? 'guest' : 'required'));
}

export interface MenuGroup {
  id: string;
  label: string;
  items: MenuItem[];
}

function toItem({ label, to, end, badge }: MenuLink): MenuItem {
  return badge ? { label, to, end, badge } : { label, to, end };
}

/**
 * The links the live remotes declare for one menu (their routes' `menus`), smaller `order` first
 * and catalog order between equals, each place once. A remote turned off takes its links with it,
 * so a menu never links to a page nothing serves. With a `viewer`, only the links they see (a
 * store page's link only with a store).
 */
export function catalogMenuLinks(catalog: Catalog | null, menu: MenuName, viewer?: MenuViewer): MenuLink[] {
  const links: MenuLink[] = [];
  for (const remote of catalog?.remotes ?? []) {
    if (!remote.enabled) continue;
    for (const route of remote.routes) {
      const to = routeLinkTarget(route, viewer?.userRef);
      for (const entry of route.menus ?? []) {
        if (entry.menu !== menu || !to) continue;
        const { menu: _menu, exact, ...declared } = entry;
        links.push({ ...declared, to, end: exact });
      }
    }
  }
  const sorted = sortByOrder(links);
  return uniqueByPlace(viewer ? shownTo(sorted, viewer.loggedIn) : sorted);
}

/** Stable: links of equal order keep the order they came in. */
export function sortByOrder<T extends { order: number }>(links: readonly T[]): T[] {
  return links
    .map((link, index) => ({ link, index }))
    .sort((a, b) => a.link.order - b.link.order || a.index - b.index)
    .map(({ link }) => link);
}

function uniqueByPlace<T extends { to: string }>(links: readonly T[]): T[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.to) && seen.add(link.to));
}

/**
 * Links in their groups, each group where its first link sorts, and the links of no group after
 * them all. The links must be sorted already (`catalogMenuLinks`, `sortByOrder`).
 */
export function groupLinks(links: readonly MenuLink[]): { groups: MenuGroup[]; loose: MenuItem[] } {
  const groups = new Map<string, MenuGroup>();
  const loose: MenuItem[] = [];
  for (const link of links) {
    if (!link.group) {
      loose.push(toItem(link));
      continue;
    }
    let group = groups.get(link.group.id);
    if (!group) {
      group = { id: link.group.id, label: link.group.label, items: [] };
      groups.set(link.group.id, group);
    }
    group.items.push(toItem(link));
  }
  return { groups: [...groups.values()], loose };
}
