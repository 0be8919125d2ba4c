import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';
import { bankLabel, type BankAccount } from '@chokdee/shared-contract/schemas/bank';
import { CopyButton } from '../../../lib/copy-button';
import styles from './claim-account.module.css';

export type ClaimAccountProps = { account: BankAccount };

/** The account the net amount goes to, as it was when the member asked; the number copies in one tap. */
export function ClaimAccount({ account }: ClaimAccountProps) {
  return (
    <div className={styles.account}>
      <p className={styles.bank}>{account.bank_name || bankLabel(account.bank_code)}</p>
      <p className={styles.numberRow}>
        <span className={styles.number}>{formatBankAccount(account.account_number)}</span>
        <CopyButton value={account.account_number} label="เลขที่บัญชี" />
      </p>
      <p className={styles.name}>{account.account_name}</p>
    </div>
  );
}
