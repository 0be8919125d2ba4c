import { atom, readonlyType } from 'nanostores';

const $opener = atom<(() => void) | null>(null);

/** How to open the cart on the page on screen; null while no page shows it (then its buttons link to it). */
export const $cartOpener = readonlyType($opener);

/** A page that shows the cart panel offers to open it; the returned function withdraws the offer. */
export function offerCartOpener(open: () => void): () => void {
  $opener.set(open);
  return () => {
    if ($opener.get() === open) $opener.set(null);
  };
}
