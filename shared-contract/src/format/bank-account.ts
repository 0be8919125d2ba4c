/**
 * '1234567890' → '123-4-56789-0' (spec §5: digits grouped 3-1-5-1, the 10-digit layout of Thai banks).
 * Spaces and dashes in the input are ignored; any other length comes back unchanged.
 */
export function formatBankAccount(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return input;
  return `${digits.slice(0, 3)}-${digits.slice(3, 4)}-${digits.slice(4, 9)}-${digits.slice(9)}`;
}
