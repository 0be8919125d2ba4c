import { bankLabel, type BankAccount, type BankCode } from '@chokdee/shared-contract/schemas/bank';
import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { bankAccounts, type BankAccountRow } from './members-tables';

export interface BankAccountInput {
  bank_code: BankCode;
  account_number: string;
  account_name: string;
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    bank_code: row.bank_code as BankCode,
    bank_name: bankLabel(row.bank_code),
    account_number: row.account_number,
    account_name: row.account_name,
  };
}

/** The member's bank account as the API answers it, or null; also read by `/auth/me`. */
export async function findBankAccountByUserId(db: Executor, userId: number): Promise<BankAccount | null> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.user_id, userId));
  return row ? toBankAccount(row) : null;
}

/** Creates or replaces the member's one account in a single statement. */
export async function saveBankAccount(
  db: Executor,
  userId: number,
  input: BankAccountInput,
  now: Date,
): Promise<BankAccount> {
  const [row] = await db
    .insert(bankAccounts)
    .values({ user_id: userId, ...input, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: bankAccounts.user_id, set: { ...input, updated_at: now } })
    .returning();
  if (!row) throw new Error(`saving the bank account of user ${userId} returned no row`);
  return toBankAccount(row);
}
