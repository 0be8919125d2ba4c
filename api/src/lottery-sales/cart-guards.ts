import { isSaleOpen } from '@chokdee/shared-contract/rules/sale-window';
import type { StoreRow } from './stores-tables';
import { HttpError } from '#api/lib/http-error';
import type { CartContext } from './carts-repository';
import { CART_MESSAGES } from './cart-messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cart id that is not even a uuid names no cart: 404, like an unknown one. */
export function isCartId(value: string): boolean {
  return UUID.test(value);
}

export const cartNotFound = () => new HttpError(404, CART_MESSAGES.cartNotFound);
export const cartExpired = () => new HttpError(410, CART_MESSAGES.cartExpired);

/** A closed (ordered or deleted) cart is gone: 404; an open one past its time: 410. */
export function assertCartLive(context: CartContext | undefined, now: Date): asserts context is CartContext {
  if (!context || context.cart.closed_at) throw cartNotFound();
  if (context.cart.expires_at.getTime() <= now.getTime()) throw cartExpired();
}

/**
 * Reserving needs the sale open (kernel rule on the draw and the server clock), the store open
 * and not sold out; each refusal is a 422 with its own Thai text.
 */
export function assertCanSell<
  Draw extends Pick<CartContext['draw'], 'sale_start_at' | 'sale_end_at' | 'is_sale_open'>,
>(store: Pick<StoreRow, 'is_open' | 'is_sold_out'>, draw: Draw | undefined, now: Date): asserts draw is Draw {
  const open =
    draw !== undefined &&
    isSaleOpen(
      {
        sale_start_date: draw.sale_start_at.toISOString(),
        sale_end_date: draw.sale_end_at.toISOString(),
        is_sale_open: draw.is_sale_open,
      },
      now,
    );
  if (!open) throw new HttpError(422, CART_MESSAGES.saleClosed);
  if (!store.is_open) throw new HttpError(422, CART_MESSAGES.storeClosed);
  if (store.is_sold_out) throw new HttpError(422, CART_MESSAGES.storeSoldOut);
}
