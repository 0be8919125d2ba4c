import { atom, readonlyType } from 'nanostores';

/**
 * What the bottom member menu shows of a cart (spec §2): how many items, the time left on the
 * reservation, and where the cart is. A cart (the lottery cart now, a shop's cart next) publishes
 * it; the shell reads it and knows nothing else about that cart.
 */
export interface CartSummary {
  /** Items in the cart. */
  count: number;
  /** What one item is called after the count, e.g. 'ใบ'. */
  unit: string;
  /** When the reservation ends, in ms on this device's clock (already set right by the server's); null without one. */
  expiresAt: number | null;
  /** Where the cart is shown when the page on screen does not show it, e.g. its store with `?openCart=1`. */
  href: string;
  /** Set while the page on screen shows this cart: opens it there instead of going to `href`. */
  open?: () => void;
}

const $summary = atom<CartSummary | null>(null);

/** The cart last published; null while no cart has said anything (or after it left). */
export const $cartSummary = readonlyType($summary);

/** A cart tells the menu about itself; null when it goes away (its widget unmounted). */
export function publishCartSummary(summary: CartSummary | null): void {
  $summary.set(summary);
}
