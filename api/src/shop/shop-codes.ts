import { randomInt } from 'node:crypto';
import { bangkokDate } from '../lib/bangkok-time';

// Crockford base32 (no I, L, O, U): read out over the phone or typed from a card without mistakes.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomChars(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** `SP` + the Bangkok day (yymmdd) + 6 random characters, e.g. `SP261125K7Q2XM`. */
export function newPurchaseCode(now: Date): string {
  return `SP${bangkokDate(now).slice(2).replaceAll('-', '')}${randomChars(6)}`;
}

/**
 * A certificate code: 16 characters of a 32-letter alphabet = 80 random bits from the CSPRNG, in
 * four groups (`7K2Q-XM4R-…`). Nothing in it derives from the purchase, product or time.
 */
export function newCertificateCode(): string {
  const raw = randomChars(16);
  return raw.match(/.{4}/g)!.join('-');
}

export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/**
 * What a person types back: lower case, spaces, no dashes, and the look-alikes O→0, I/L→1 are
 * forgiven (Crockford's rule). Anything else stays as it is and is simply not found.
 */
export function normalizeCertificateCode(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact.length === 16 ? compact.match(/.{4}/g)!.join('-') : compact;
}
