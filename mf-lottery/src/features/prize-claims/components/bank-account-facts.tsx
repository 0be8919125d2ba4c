import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';
import type { BankAccount } from '@chokdee/shared-contract/schemas/bank';
import styles from './claim-card.module.css';

export type BankAccountFactsProps = { account: BankAccount };

/** The account a prize is paid to: bank, number and the name on it. */
export function BankAccountFacts({ account }: BankAccountFactsProps) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>ธนาคาร</dt>
        <dd>{account.bank_name}</dd>
      </div>
      <div>
        <dt>เลขที่บัญชี</dt>
        <dd>{formatBankAccount(account.account_number)}</dd>
      </div>
      <div>
        <dt>ชื่อบัญชี</dt>
        <dd>{account.account_name}</dd>
      </div>
    </dl>
  );
}
