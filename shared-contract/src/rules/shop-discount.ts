/** Spec §5 Discount: a percent or a fixed amount off one unit's price. */
export interface ShopDiscount {
  type: 'percent' | 'fixed';
  /** Whole percent (1–100) or whole baht. */
  amount: number;
}

/**
 * The unit price after its discount, rounded down to whole baht (spec §5); never below 0. Integer
 * arithmetic only, so 3 × 33 % of 999 is the same baht on the server and in the browser.
 */
export function discountedUnitPrice(price: number, discount: ShopDiscount | null | undefined): number {
  if (!discount || discount.amount <= 0) return price;
  if (discount.type === 'percent') {
    const percent = Math.min(100, discount.amount);
    return Math.max(0, Math.floor((price * (100 - percent)) / 100));
  }
  return Math.max(0, Math.floor(price - discount.amount));
}

export interface PricedLine {
  /** Unit price before the discount. */
  price: number;
  discount: ShopDiscount | null | undefined;
  quantity: number;
}

export interface LineTotals {
  quantity: number;
  /** What is paid: discounted unit price × quantity, summed. */
  total: number;
  /** The same lines at their undiscounted prices. */
  original: number;
  /** original − total ('ประหยัด'). */
  saving: number;
}

/** Totals of a cart or a purchase: each line discounted per unit, then multiplied (spec §5). */
export function lineTotals(lines: readonly PricedLine[]): LineTotals {
  let quantity = 0;
  let total = 0;
  let original = 0;
  for (const line of lines) {
    quantity += line.quantity;
    total += discountedUnitPrice(line.price, line.discount) * line.quantity;
    original += line.price * line.quantity;
  }
  return { quantity, total, original, saving: original - total };
}
