import { randomInt } from 'node:crypto';
import { bangkokDate } from '#api/lib/bangkok-time';

// No 0/O, 1/I/L: the code is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RANDOM_LENGTH = 5;

/** `CP` + the Bangkok day + 5 random characters, e.g. `CP20261121K7Q4M`: short enough to quote. */
export function complaintCode(now: Date, random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) suffix += ALPHABET[random(ALPHABET.length)];
  return `CP${bangkokDate(now).replaceAll('-', '')}${suffix}`;
}
