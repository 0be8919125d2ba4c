import type { SalePrice, SalePriceType } from '@chokdee/shared-contract/schemas/store';

/** How members read the sale price types (spec §9 small_set, big_set). */
export const SALE_PRICE_LABELS: Record<SalePriceType, string> = {
  small_set: 'ชุดเล็ก',
  big_set: 'ชุดใหญ่',
  last2: 'เลขท้าย 2 ตัว',
};

/** The types a store page shows, in this order. */
export const SHOWN_PRICE_TYPES: readonly SalePriceType[] = ['small_set', 'big_set'];

export function salePriceOf(prices: readonly SalePrice[], type: SalePriceType): number | null {
  return prices.find((price) => price.type === type)?.price ?? null;
}
