import { randomInt } from 'node:crypto';
import type { TruckOperatorPasswordReset } from '@chokdee/shared-contract/schemas/truck';
import type { Database } from '#api/db/client';
import { updateOperator } from './operators-repository';

// No 0/o, 1/l/i: the dealer reads it out or copies it by hand to the operator.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const LENGTH = 10;

/** Ten characters with letters and digits both (the members' password rule), from a CSPRNG. */
export function generateOperatorPassword(): string {
  const all = LETTERS + DIGITS;
  for (;;) {
    const password = Array.from({ length: LENGTH }, () => all[randomInt(all.length)]).join('');
    if (/[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * A new password for one of the store's operators: the dealer's own, or one made here and answered
 * once (only its hash is kept). Every session of the operator ends in the same transaction.
 */
export async function resetOperatorPassword(
  db: Database,
  storeId: number,
  operatorId: number,
  typed: string | undefined,
  now: Date,
): Promise<TruckOperatorPasswordReset> {
  const password = typed ?? generateOperatorPassword();
  const operator = await updateOperator(db, storeId, operatorId, { password }, now);
  return { operator, generated_password: typed === undefined ? password : null };
}
