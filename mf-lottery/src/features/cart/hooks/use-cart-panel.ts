import { useCallback, useEffect, useState } from 'react';
import { effectOutsideCommit } from '@chokdee/shared-kernel/runtime/outside-commit';
import { offerCartOpener } from '../../../stores/cart-opener';

/** Spec §9: the cart opens 500 ms after `openCart`. */
export const OPEN_CART_DELAY_MS = 500;

/**
 * Whether the store page's cart panel is open. `openOnArrival` (the `openCart` query or prop)
 * opens it after 500 ms; the cart buttons outside the page (the header's, the bottom menu's) at once.
 */
export function useCartPanel(openOnArrival: boolean) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!openOnArrival) return;
    const timer = setTimeout(() => setOpen(true), OPEN_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openOnArrival]);

  // Outside the commit: the offer reaches the cart summary, which the shell's root reads.
  useEffect(() => effectOutsideCommit(() => offerCartOpener(() => setOpen(true))), []);

  return {
    open,
    show: useCallback(() => setOpen(true), []),
    hide: useCallback(() => setOpen(false), []),
  };
}
