import { map, readonlyType } from 'nanostores';

/** A count a menu shows on an entry's icon (spec §2), e.g. the orders awaiting payment. */
export interface MenuBadge {
  count: number;
  /** What is counted, read after the number, e.g. 'รายการ'. */
  unit: string;
}

const $badges = map<Record<string, MenuBadge | undefined>>({});

/**
 * The counts the remotes publish for their menu entries, by the key an entry's `count_badge`
 * names in the catalog. The shell reads a key and knows nothing of what is counted.
 */
export const $menuBadges = readonlyType($badges);

/** A remote tells the menus its count; null when it goes away (its widget unmounted). */
export function publishMenuBadge(key: string, badge: MenuBadge | null): void {
  $badges.setKey(key, badge ?? undefined);
}
