import { useCallback, useEffect, useState } from 'react';
import { on } from '@chokdee/shared-kernel/events';

/** Spec §9: the cart opens 500 ms after `openCart`. */
export const OPEN_CART_DELAY_MS = 500;

/**
 * Whether the store page's cart panel is open. `openOnArrival` (the `openCart` query or prop)
 * opens it after 500 ms; the kernel event `lottery-cart:open` (bottom menu, store layout) at once.
 */
export function useCartPanel(openOnArrival: boolean) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!openOnArrival) return;
    const timer = setTimeout(() => setOpen(true), OPEN_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openOnArrival]);

  useEffect(() => on('lottery-cart:open', () => setOpen(true)), []);

  return {
    open,
    show: useCallback(() => setOpen(true), []),
    hide: useCallback(() => setOpen(false), []),
  };
}
