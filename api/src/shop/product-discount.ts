import type { ShopDiscount } from '@chokdee/shared-contract/rules/shop-discount';

/** A product row's discount columns as the kernel's rule reads them (none when the amount is 0). */
export function productDiscount(row: {
  discount_type: 'percent' | 'fixed' | null;
  discount_amount: number;
}): ShopDiscount | null {
  return row.discount_type && row.discount_amount > 0
    ? { type: row.discount_type, amount: row.discount_amount }
    : null;
}
