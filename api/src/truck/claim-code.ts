import { randomInt } from 'node:crypto';
import { CLAIM_CODE_ALPHABET } from '@chokdee/shared-contract/schemas/truck';

export const CLAIM_CODE_LENGTH = 10;

/**
 * 10 characters of Crockford base32: 50 random bits, typed from the paper receipt without look-alike
 * letters; guessing is also held back by the per-member claim limit.
 */
export function newClaimCode(): string {
  let code = '';
  for (let i = 0; i < CLAIM_CODE_LENGTH; i++)
    code += CLAIM_CODE_ALPHABET[randomInt(CLAIM_CODE_ALPHABET.length)];
  return code;
}
