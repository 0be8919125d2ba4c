import { paths } from '../config/paths';
import { normalizePath } from './normalize-path';

/** What the cart button does: open the cart panel of the store on screen, or go to a page. */
export type CartTarget = { kind: 'open' } | { kind: 'link'; href: string };

// `/dealers/:userRef`, and every legacy store path `/deprecated/dealers/:storeCode…` except the
// legacy "restricted" list, which is a list of stores, not one store.
const STORE_PAGE = /^\/dealers\/[^/]+$/;
const LEGACY_STORE_PAGE = /^\/deprecated\/dealers\/(?!restricted(?:\/|$))[^/]+(?:\/.*)?$/;

/** True on a dealer's store page, where the page itself shows the cart panel. */
export function isStorePage(pathname: string): boolean {
  const path = normalizePath(pathname);
  return STORE_PAGE.test(path) || LEGACY_STORE_PAGE.test(path);
}

/**
 * Spec §2 cart: on a store page it opens that page's cart; elsewhere it goes to the current
 * store with `?openCart=1`. Without a current store (a member who has not shopped yet) there is no
 * cart to show, so it goes to the dealer list to pick one.
 */
export function cartTarget(pathname: string, userRef: string | null | undefined): CartTarget {
  if (isStorePage(pathname)) return { kind: 'open' };
  if (!userRef) return { kind: 'link', href: paths.dealers.getHref() };
  return { kind: 'link', href: paths.store.getHref(userRef, { openCart: true }) };
}
