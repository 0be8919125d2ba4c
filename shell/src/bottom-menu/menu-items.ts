import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import type { LineIconName } from '@chokdee/shared-kernel/ui/line-icon';
import { paths } from '../config/paths';
import { catalogMenuLinks, shownTo, sortByOrder, type MenuLink } from '../navigation/catalog-menu';
import { menuIcon } from '../navigation/menu-icons';
import type { BottomMenuVariant } from './menu-variant';

/** A plain link of the bar (a remote's page, or the shell's). */
export interface BottomMenuLink {
  kind: 'link';
  label: string;
  icon?: LineIconName;
  href: string;
  /** Marked current only on exactly this path, not below it (`/dealers` vs a store). */
  end: boolean;
  /** The menu badge whose count shows on the icon. */
  countBadge?: string;
}

/** One place in the bar: a link, or the cart (count, time, open or go, as its cart summary says). */
export type BottomMenuItem = BottomMenuLink | { kind: 'cart' };

const CART: BottomMenuItem = { kind: 'cart' };

/** The shell's own page in the bar: complaints, for a visitor. */
const SHELL_LINKS: readonly MenuLink[] = [
  { label: 'ร้องเรียน', to: paths.complain.getHref(), end: false, order: 900, icon: 'complain', auth: 'guest' },
];

function toItem({ label, icon, to, end, count_badge }: MenuLink): BottomMenuLink {
  return { kind: 'link', label, icon: menuIcon(icon), href: to, end, countBadge: count_badge };
}

/**
 * Spec §2 bottom member menu, in its order: the links the remotes declare for the `bottom` menu
 * (a member's, or a visitor's in a store), then the shell's own; the cart first for a visitor and
 * last for a member.
 */
export function bottomMenuItems(
  catalog: Catalog | null,
  variant: BottomMenuVariant,
  userRef: string | null | undefined,
): BottomMenuItem[] {
  const loggedIn = variant === 'member';
  const links = sortByOrder([
    ...catalogMenuLinks(catalog, 'bottom', { loggedIn, userRef }),
    ...shownTo(SHELL_LINKS, loggedIn),
  ]).map(toItem);
  return loggedIn ? [...links, CART] : [CART, ...links];
}

/** The bar's one action (spec §2 'ซื้อลอตเตอรี่'), shown alone on phones on some pages; none undeclared. */
export function bottomMenuAction(
  catalog: Catalog | null,
  variant: BottomMenuVariant,
  userRef: string | null | undefined,
): BottomMenuLink | undefined {
  const [action] = catalogMenuLinks(catalog, 'bottom-action', { loggedIn: variant === 'member', userRef });
  return action && toItem(action);
}
