import { dataEnvelope, NoContentSchema } from '@chokdee/shared-contract/schemas/envelope';
import {
  LotteryCartResponseSchema,
  type AddCartGroupBody,
  type AddCartItemBody,
  type LotteryCartResponse,
} from '@chokdee/shared-contract/schemas/lottery-cart';
import { OrderSchema, type CreateOrderBody, type Order } from '@chokdee/shared-contract/schemas/order';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

/** The store a cart belongs to: spec §7 sends both on every cart and order call. */
export interface CartStore {
  /** Store code, header `x-store-code`; also the `cart::{storeCode}` storage key. */
  code: string;
  /** The dealer's reference, header `x-user-ref`. */
  userRef: string;
}

const OrderEnvelope = dataEnvelope(OrderSchema);
// DELETE answers 204 with no body.
const NoContent = NoContentSchema;

const CARTS = '/public/v2/carts';

function storeHeaders(store: CartStore): Record<string, string> {
  return { 'x-user-ref': store.userRef, 'x-store-code': store.code };
}

function cartPath(cartId: string): string {
  return `${CARTS}/${encodeURIComponent(cartId)}`;
}

/**
 * Opens a cart in the store (member only). The member's live cart of that store comes back
 * when there is one, so a lost cart id costs nothing. `greToken` is the optional captcha.
 */
export function createCart(
  store: CartStore,
  options: CallOptions & { greToken?: string } = {},
): Promise<LotteryCartResponse> {
  const { greToken, ...rest } = options;
  const headers = storeHeaders(store);
  if (greToken) headers['x-gre-token'] = greToken;
  return request(LotteryCartResponseSchema, CARTS, { method: 'post', headers, ...rest });
}

/** Reserves `quantity` tickets of one number; all or nothing (409 'เลขนี้มีไม่พอ'). */
export function addCartItem(
  cartId: string,
  body: AddCartItemBody,
  store: CartStore,
  options: CallOptions = {},
): Promise<LotteryCartResponse> {
  return afterChange(
    request(LotteryCartResponseSchema, `${cartPath(cartId)}/items`, {
      method: 'post',
      json: body,
      headers: storeHeaders(store),
      ...options,
    }),
    requestGroups.tickets,
  );
}

/** Empties the cart, then reserves `quantity` random tickets of different numbers. */
export function addCartGroup(
  cartId: string,
  body: AddCartGroupBody,
  store: CartStore,
  options: CallOptions = {},
): Promise<LotteryCartResponse> {
  return afterChange(
    request(LotteryCartResponseSchema, `${cartPath(cartId)}/items-group`, {
      method: 'post',
      json: body,
      headers: storeHeaders(store),
      ...options,
    }),
    requestGroups.tickets,
  );
}

/** Gives back `quantity` tickets of `number` (all of them without a quantity). */
export function removeCartItem(
  cartId: string,
  number: string,
  quantity: number | undefined,
  store: CartStore,
  options: CallOptions = {},
): Promise<LotteryCartResponse> {
  return afterChange(
    request(LotteryCartResponseSchema, `${cartPath(cartId)}/items/${encodeURIComponent(number)}`, {
      method: 'delete',
      searchParams: { quantity },
      headers: storeHeaders(store),
      ...options,
    }),
    requestGroups.tickets,
  );
}

export async function deleteCart(cartId: string, store: CartStore, options: CallOptions = {}): Promise<void> {
  await afterChange(
    request(NoContent, cartPath(cartId), { method: 'delete', headers: storeHeaders(store), ...options }),
    requestGroups.tickets,
  );
}

/** The cart as the server holds it now; unknown or someone else's → 404 'ไม่พบตะกร้าสินค้า'. */
export function fetchCart(
  cartId: string,
  store: CartStore,
  options: CallOptions & { isGroup?: boolean } = {},
): Promise<LotteryCartResponse> {
  const { isGroup, ...rest } = options;
  return request(LotteryCartResponseSchema, cartPath(cartId), {
    searchParams: { is_group: isGroup ? 'true' : undefined },
    headers: storeHeaders(store),
    ...rest,
  });
}

/**
 * Turns the live cart into a `reserved` order. The same `idempotencyKey` (or the same cart) sent
 * twice gives back the one order, so a retry after a lost answer never orders twice.
 */
export async function createLotteryOrder(
  body: CreateOrderBody,
  store: CartStore,
  options: CallOptions & { idempotencyKey?: string } = {},
): Promise<Order> {
  const { idempotencyKey, ...rest } = options;
  const headers = storeHeaders(store);
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const answer = await afterChange(
    request(OrderEnvelope, '/public/bos/v1/orders/lottery-shelf', {
      method: 'post',
      searchParams: { includes: 'order_items' },
      json: body,
      headers,
      ...rest,
    }),
    requestGroups.orders,
    requestGroups.tickets,
    requestGroups.quests,
  );
  return answer.data;
}
