import { randomInt } from 'node:crypto';
import { bangkokDate } from '#api/lib/bangkok-time';

// Crockford base32 without look-alikes (no I, L, O, U): read out over the phone without mistakes.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `LT` + the Bangkok day (yymmdd) + 6 random base32 characters, e.g. `LT261121K7Q2XM`: about a
 * billion codes a day, so a code cannot be guessed from another, and the day helps support.
 */
export function newOrderCode(now: Date): string {
  const day = bangkokDate(now).slice(2).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 6; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `LT${day}${random}`;
}

export const ORDER_CODE_PATTERN = /^LT\d{6}[0-9A-HJKMNP-TV-Z]{6}$/;
