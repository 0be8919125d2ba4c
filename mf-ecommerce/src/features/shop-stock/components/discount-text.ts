import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import type { VariantDiscount } from '@chokdee/shared-contract/schemas/shop-stock';
import { baht } from '../../../lib/cart-rules';

/** 'ลด 10% · 21/11/2569–30/11/2569': the discount and its Buddhist-era days, as staff read it. */
export function discountText(discount: VariantDiscount): string {
  const off = discount.type === 'percent' ? `ลด ${discount.amount}%` : `ลด ${baht(discount.amount)} บาท`;
  const { starts_on: from, ends_on: to } = discount;
  if (!from && !to) return off;
  if (from && to) return `${off} · ${formatThaiDate(from)}–${formatThaiDate(to)}`;
  return from ? `${off} · ตั้งแต่ ${formatThaiDate(from)}` : `${off} · ถึง ${formatThaiDate(to!)}`;
}
