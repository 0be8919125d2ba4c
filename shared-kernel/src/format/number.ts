/** Grouping with commas and Latin digits, as the spec shows ('6,000,000'), whatever the device locale. */
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a formatter shows for NaN or an infinite number. */
export const INVALID_NUMBER_TEXT = '-';

function format(formatter: Intl.NumberFormat, n: number): string {
  if (!Number.isFinite(n)) return INVALID_NUMBER_TEXT;
  // A small negative rounds to '-0' or '-0.00'; nobody owes minus nothing.
  return formatter.format(n).replace(/^-(?=0(\.0+)?$)/, '');
}

/** '6,000,000'; a fraction is rounded. */
export function formatInteger(n: number): string {
  return format(integerFormat, n);
}

/** '1,234.50' */
export function formatDecimal(n: number): string {
  return format(decimalFormat, n);
}

/** '6,000,000 บาท'; satang shown only when there are some ('1,234.50 บาท'). */
export function formatBaht(n: number): string {
  if (!Number.isFinite(n)) return INVALID_NUMBER_TEXT;
  return `${Number.isInteger(n) ? formatInteger(n) : formatDecimal(n)} บาท`;
}
