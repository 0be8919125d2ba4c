import { formatInteger } from '@chokdee/shared-contract/format/number';
import { SATANG_PER_BAHT } from '@chokdee/shared-contract/rules/prize-claim';

/**
 * Satang as baht with both satang digits, in the site's money words: 197000 → '1,970.00 บาท'.
 * Done on the integers so no division can show a satang off.
 */
export function formatSatang(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(Math.round(satang));
  const baht = Math.floor(abs / SATANG_PER_BAHT);
  const rest = String(abs % SATANG_PER_BAHT).padStart(2, '0');
  return `${sign}${formatInteger(baht)}.${rest} บาท`;
}
