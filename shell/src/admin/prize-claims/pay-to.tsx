import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { PRIZE_CLAIM_KIND_LABELS } from '@chokdee/shared-contract/schemas/prize-claim';
import styles from './prize-claims.module.css';

/** How the member is paid: the account (as it was when they asked) or the GLO in person. */
export function PayTo({ claim }: { claim: DealerPrizeClaim }) {
  const account = claim.bank_account;
  return (
    <div className={styles.stack}>
      <span>{PRIZE_CLAIM_KIND_LABELS[claim.kind]}</span>
      {claim.kind === 'transfer' &&
        (account ? (
          <>
            <span className={styles.muted}>{account.bank_name}</span>
            <span className={`${styles.muted} ${styles.nowrap}`}>
              {formatBankAccount(account.account_number)}
            </span>
            <span className={styles.muted}>{account.account_name}</span>
          </>
        ) : (
          <span className={styles.muted}>ไม่มีบัญชีรับเงิน</span>
        ))}
    </div>
  );
}
