/** Thai phone numbers have 10 digits (spec §9). */
export const PHONE_LENGTH = 10;

/**
 * '0812345678' → '081 234 5678' (spec §5: digits grouped 3 3 4). Spaces and dashes in the input are
 * ignored and '+66…' becomes '0…'; anything that is not 10 digits comes back unchanged.
 */
export function formatPhone(input: string): string {
  let digits = input.replace(/[\s-]/g, '');
  if (/^\+66\d{9}$/.test(digits)) digits = `0${digits.slice(3)}`;
  if (digits.length !== PHONE_LENGTH || !/^\d+$/.test(digits)) return input;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
