import { SHOP_MESSAGES, type ShopCart } from '@chokdee/shared-contract/schemas/shop';

/** Spec §3 storage key of the e-commerce cart (holds the cart key). */
export const ECOM_CART_STORAGE_KEY = 'bd_ecom_cart';
/** Spec §9: the 'added to cart' flash. */
export const ADDED_FLASH_MS = 300;
/** Spec §9: the purchase page opens this long after a successful order. */
export const POST_ORDER_REDIRECT_MS = 1000;

/**
 * Spec §5 cart quantity: 0 or anything not a number asks to remove the item; otherwise the whole
 * number typed (never below 1).
 */
export function quantityInput(value: string): { remove: true } | { remove: false; quantity: number } {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed <= 0) return { remove: true };
  return { remove: false, quantity: Math.max(1, Math.floor(parsed)) };
}

/** Spec §4 order submit: the cart refetched just before ordering costs something else than shown. */
export function priceChanged(shownTotal: number, fresh: ShopCart): boolean {
  return shownTotal !== fresh.total_price;
}

export interface CheckoutInput {
  memberName: string;
  addressId: number | null;
}

/** Spec §5 order submit: a name ('กรุณากรอกชื่อ') and a chosen address ('กรุณาเลือกที่อยู่'). */
export function checkoutErrors(input: CheckoutInput): Partial<Record<'member_name' | 'address_id', string>> {
  const errors: Partial<Record<'member_name' | 'address_id', string>> = {};
  if (!input.memberName.trim()) errors.member_name = SHOP_MESSAGES.nameRequired;
  if (input.addressId === null) errors.address_id = SHOP_MESSAGES.addressRequired;
  return errors;
}

/** Spec §4 cart panel steps: 0 cart, 1 address; back from step 0 closes the panel (null). */
export function panelStep(step: 0 | 1, move: 'next' | 'back'): 0 | 1 | null {
  if (move === 'next') return 1;
  return step === 1 ? 0 : null;
}

/** Integers with commas (spec §5 display formats). */
export const baht = (value: number) => value.toLocaleString('en-US');
