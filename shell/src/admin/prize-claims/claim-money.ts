import { SATANG_PER_BAHT } from '@chokdee/shared-contract/rules/prize-claim';
import { formatInteger } from '@chokdee/shared-contract/format/number';

/**
 * Satang as baht with both satang digits, '1,234.50 บาท': payout staff transfer to the satang.
 * Whole numbers only, so no floating-point division can move a satang.
 */
export function formatSatang(satang: number): string {
  const baht = Math.floor(satang / SATANG_PER_BAHT);
  const rest = String(satang % SATANG_PER_BAHT).padStart(2, '0');
  return `${formatInteger(baht)}.${rest} บาท`;
}
