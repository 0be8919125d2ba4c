import type { ShopDiscount } from '@chokdee/shared-contract/rules/shop-discount';
import { bangkokDate } from '../lib/bangkok-time';
import { shopVariants } from './shop-tables';

/** A product row's discount columns as the kernel's rule reads them (none when the amount is 0). */
export function productDiscount(row: {
  discount_type: 'percent' | 'fixed' | null;
  discount_amount: number;
}): ShopDiscount | null {
  return row.discount_type && row.discount_amount > 0
    ? { type: row.discount_type, amount: row.discount_amount }
    : null;
}

/** A variant's own discount columns (staff set them on the stock and discount screen). */
export interface VariantDiscountColumns {
  variant_discount_type: 'percent' | 'fixed' | null;
  variant_discount_amount: number;
  variant_discount_starts_on: string | null;
  variant_discount_ends_on: string | null;
}

/** The columns to select for `discountAt`, beside the product's `discount_type` and `discount_amount`. */
export const variantDiscountColumns = {
  variant_discount_type: shopVariants.discount_type,
  variant_discount_amount: shopVariants.discount_amount,
  variant_discount_starts_on: shopVariants.discount_starts_on,
  variant_discount_ends_on: shopVariants.discount_ends_on,
};

/** Whether the variant's discount runs on the Bangkok day of `now` (both ends included). */
export function variantDiscountRuns(row: VariantDiscountColumns, now: Date): boolean {
  if (!row.variant_discount_type || row.variant_discount_amount <= 0) return false;
  const today = bangkokDate(now);
  return (
    (!row.variant_discount_starts_on || row.variant_discount_starts_on <= today) &&
    (!row.variant_discount_ends_on || today <= row.variant_discount_ends_on)
  );
}

/**
 * The discount one piece of a variant sells with at `now`: its own while it runs, else the
 * product's. The one place the server decides it, so the store, the cart and the purchase agree.
 */
export function discountAt(
  row: VariantDiscountColumns & { discount_type: 'percent' | 'fixed' | null; discount_amount: number },
  now: Date,
): ShopDiscount | null {
  if (variantDiscountRuns(row, now))
    return { type: row.variant_discount_type!, amount: row.variant_discount_amount };
  return productDiscount(row);
}
