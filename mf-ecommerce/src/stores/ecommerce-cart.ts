import { atom, computed, readonlyType } from 'nanostores';
import {
  addShopCartItem,
  createShopCart,
  deleteShopCartItem,
  fetchShopCart,
  setShopCartItemQuantity,
} from '../api/shop';
import { ApiRequestError, toApiError } from '@chokdee/shared-kernel/api/client';
import { emit } from '@chokdee/shared-kernel/events';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import { SHOP_MESSAGES, type ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { ADDED_FLASH_MS, ECOM_CART_STORAGE_KEY } from '../lib/cart-rules';

/** The member's e-commerce cart (spec §3 "E-commerce cart": cartKey and items), owned by mf-ecommerce. */

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCartKey(): string | null {
  try {
    return storage()?.getItem(ECOM_CART_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function writeCartKey(key: string | null): void {
  try {
    if (key) storage()?.setItem(ECOM_CART_STORAGE_KEY, key);
    else storage()?.removeItem(ECOM_CART_STORAGE_KEY);
  } catch {
    // Private mode: the cart still works for this page view.
  }
}

const $cart = atom<ShopCart | null>(null);
const $flash = atom(false);
const $busy = atom(false);
const $open = atom(false);

export const $ecomCart = readonlyType($cart);
/** True for 300 ms after an item was added (spec §2 'added to cart' flash). */
export const $addedFlash = readonlyType($flash);
export const $ecomCartBusy = readonlyType($busy);
/** Whether the two-step cart panel is open. */
export const $cartPanelOpen = readonlyType($open);
export const $ecomCartCount = computed($cart, (cart) => cart?.total_quantity ?? 0);

export const openCartPanel = () => $open.set(true);
export const closeCartPanel = () => $open.set(false);

/** Forgets the cart (after an order, or when the server no longer knows it). */
export function resetEcomCart(): void {
  writeCartKey(null);
  $cart.set(null);
}

const userRef = () => $user.get()?.ref ?? null;

/** Spec §4: a fetch error resets the cart unless the status is 500 or more (the server's trouble). */
export async function loadEcomCart(): Promise<ShopCart | null> {
  const ref = userRef();
  const key = readCartKey();
  if (!ref || !key) {
    $cart.set(null);
    return null;
  }
  try {
    const cart = await fetchShopCart(ref, key);
    $cart.set(cart);
    return cart;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) resetEcomCart();
    throw error;
  }
}

async function ensureCartKey(ref: string): Promise<string> {
  const known = readCartKey();
  if (known) return known;
  try {
    const cart = await createShopCart(ref);
    writeCartKey(cart.key);
    $cart.set(cart);
    return cart.key;
  } catch (error) {
    throw withMessage(error, SHOP_MESSAGES.cartCreateFailed);
  }
}

/** Spec §8: the Thai text of the failure, followed by the server's own message. */
function withMessage(error: unknown, prefix: string): ApiRequestError {
  const api: ApiError = toApiError(error);
  return new ApiRequestError({ ...api, message: `${prefix} ${api.message}`.trim() }, { cause: error });
}

let flashTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Adds a variant (spec §4: one already there gets the quantity added, server-side). A cart the
 * server closed or forgot (404/410) is replaced by a new one once.
 */
export async function addToEcomCart(variantId: number, quantity: number, price: number): Promise<ShopCart> {
  const ref = userRef();
  if (!ref) throw new ApiRequestError({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 });
  $busy.set(true);
  try {
    let key = await ensureCartKey(ref);
    let cart: ShopCart;
    try {
      cart = await addShopCartItem(ref, key, { product_variant_id: variantId, quantity });
    } catch (error) {
      if (!(error instanceof ApiRequestError) || (error.status !== 404 && error.status !== 410)) throw error;
      resetEcomCart();
      key = await ensureCartKey(ref);
      cart = await addShopCartItem(ref, key, { product_variant_id: variantId, quantity });
    }
    $cart.set(cart);
    $flash.set(true);
    clearTimeout(flashTimer);
    flashTimer = setTimeout(() => $flash.set(false), ADDED_FLASH_MS);
    emit('track:AddToCart', {
      value: price * quantity,
      currency: 'THB',
      content_ids: [String(variantId)],
      num_items: quantity,
    });
    return cart;
  } catch (error) {
    throw withMessage(error, SHOP_MESSAGES.cartUpdateFailed);
  } finally {
    $busy.set(false);
  }
}

export async function setEcomCartQuantity(itemKey: string, quantity: number): Promise<void> {
  const ref = userRef();
  const key = readCartKey();
  if (!ref || !key) return;
  try {
    $cart.set(await setShopCartItemQuantity(ref, key, itemKey, quantity));
  } catch (error) {
    throw withMessage(error, SHOP_MESSAGES.cartUpdateFailed);
  }
}

export async function removeFromEcomCart(itemKey: string): Promise<void> {
  const ref = userRef();
  const key = readCartKey();
  if (!ref || !key) return;
  try {
    $cart.set(await deleteShopCartItem(ref, key, itemKey));
  } catch (error) {
    throw withMessage(error, SHOP_MESSAGES.cartUpdateFailed);
  }
}
