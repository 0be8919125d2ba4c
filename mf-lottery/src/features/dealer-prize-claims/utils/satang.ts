import { formatInteger } from '@chokdee/shared-contract/format/number';
import { SATANG_PER_BAHT } from '@chokdee/shared-contract/rules/prize-claim';

/**
 * Satang as baht with both satang digits, '1,234.50 บาท': money paid out is shown to the satang.
 * Done on the integer, so no division can land a satang off.
 */
export function formatSatang(satang: number): string {
  const baht = Math.floor(satang / SATANG_PER_BAHT);
  const rest = String(satang % SATANG_PER_BAHT).padStart(2, '0');
  return `${formatInteger(baht)}.${rest} บาท`;
}
