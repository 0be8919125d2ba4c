import { createHash } from 'node:crypto';

/** Letters and digits a person cannot mix up when reading an SMS aloud (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;

/**
 * The short reference a member compares between the screen and the SMS ("รหัสอ้างอิง: K7QX"),
 * the way Thai banks show one. Derived from the code's ref, so nothing more is stored; it is only
 * for reading and proves nothing: the verify call still needs the full ref with the code.
 */
export function otpDisplayRef(ref: string): string {
  const digest = createHash('sha256').update(`otp-display:${ref}`).digest();
  let out = '';
  for (let i = 0; i < LENGTH; i += 1) out += ALPHABET[digest[i]! % ALPHABET.length];
  return out;
}
