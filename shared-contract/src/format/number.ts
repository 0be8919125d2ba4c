/**
 * Grouping with commas and Latin digits, as the spec shows ('6,000,000'), whatever the device
 * locale. Written by hand rather than with `Intl.NumberFormat`: a page's first Intl object loads
 * the browser's locale data, 20–60 ms of a first visit's main thread on this machine (ADR 002,
 * round 6).
 */

/** What a formatter shows for NaN or an infinite number. */
export const INVALID_NUMBER_TEXT = '-';

/** From 1e21 JavaScript writes numbers in exponent form; no price comes near: shown as written. */
const FIXED_LIMIT = 1e21;

/**
 * `abs` with `digits` decimals, rounded half up on its shortest decimal form ('1.005' → '1.01'), as
 * Intl.NumberFormat rounds (`toFixed` rounds the binary value: 1.005 → '1.00').
 */
function roundedText(abs: number, digits: number): string {
  const shortest = String(abs);
  // Exponent form: below 1e-6, which rounds to zero at two decimals.
  if (shortest.includes('e')) return abs.toFixed(digits);
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0')}`;
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits]! >= '5' ? 1n : 0n);
  const text = kept.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

function format(n: number, fractionDigits: number): string {
  if (!Number.isFinite(n)) return INVALID_NUMBER_TEXT;
  if (Math.abs(n) >= FIXED_LIMIT) return String(n);
  const fixed = roundedText(Math.abs(n), fractionDigits);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  // A small negative rounds to '0' or '0.00': nobody owes minus nothing.
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** '6,000,000'; a fraction is rounded. */
export function formatInteger(n: number): string {
  return format(n, 0);
}

/** '1,234.50' */
export function formatDecimal(n: number): string {
  return format(n, 2);
}

/** '6,000,000 บาท'; satang shown only when there are some ('1,234.50 บาท'). */
export function formatBaht(n: number): string {
  if (!Number.isFinite(n)) return INVALID_NUMBER_TEXT;
  return `${Number.isInteger(n) ? formatInteger(n) : formatDecimal(n)} บาท`;
}

/**
 * Whole satang as baht with both satang digits, '1,970.00 บาท': money paid out is shown to the
 * satang. Done on the integer, so no division can show a satang off.
 */
export function formatSatang(satang: number): string {
  if (!Number.isSafeInteger(satang)) return INVALID_NUMBER_TEXT;
  const abs = Math.abs(satang);
  const rest = String(abs % 100).padStart(2, '0');
  return `${satang < 0 ? '-' : ''}${formatInteger(Math.floor(abs / 100))}.${rest} บาท`;
}
