import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';

/** The longest account number of a Thai bank (GSB, BAAC: 12 digits). */
export const MAX_ACCOUNT_DIGITS = 12;

/** What the member typed, digits only and at most 12 of them. */
export function accountDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, MAX_ACCOUNT_DIGITS);
}

/** As shown in the input: a 10-digit number grouped 3-1-5-1, 123-4-56789-0 (spec §5), other lengths as typed. */
export function displayAccountNumber(digits: string): string {
  return formatBankAccount(digits);
}
