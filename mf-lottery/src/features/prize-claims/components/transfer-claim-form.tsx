import type { PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useId, useState, type FormEvent } from 'react';
import { bankAccountHref } from '../utils/bank-account-href';
import { BankAccountFacts } from './bank-account-facts';
import styles from './claim-card.module.css';
import box from '../../../lib/card.module.css';

export type TransferClaimFormProps = {
  quote: PrizeClaimQuote;
  /** This page's path: the bank account page comes back here once the account is saved. */
  returnTo: string;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
};

/** Why the account on file cannot be paid to, or null when it can. */
function accountProblem(quote: PrizeClaimQuote): string | null {
  if (!quote.bank_account) return 'คุณยังไม่ได้เพิ่มบัญชีธนาคารสำหรับรับเงินรางวัล กรุณาเพิ่มบัญชีก่อนขึ้นเงินรางวัล';
  if (!quote.account_name_matches)
    return 'ชื่อบัญชีธนาคารไม่ตรงกับชื่อของคุณ ร้านค้าโอนเงินรางวัลได้เฉพาะบัญชีที่เป็นชื่อของผู้ถูกรางวัลเท่านั้น กรุณาแก้ไขบัญชีธนาคารก่อนขึ้นเงินรางวัล';
  return null;
}

/**
 * A prize the store pays by transfer: the account it goes to, confirmed by the member, then the
 * claim. With no account, or one in another name, the member is sent to fix it first.
 */
export function TransferClaimForm({ quote, returnTo, onSubmit, busy, error }: TransferClaimFormProps) {
  const titleId = useId();
  const problemId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const problem = accountProblem(quote);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem && confirmed && !busy) onSubmit();
  }

  return (
    <form className={box.card} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.cardTitle}>
        บัญชีรับเงินรางวัล
      </h2>
      {quote.bank_account && <BankAccountFacts account={quote.bank_account} />}
      {problem ? (
        <div className={styles.warning} id={problemId} role="note">
          <p>{problem}</p>
          <p>
            <AppLink className={styles.link} href={bankAccountHref(returnTo)}>
              {quote.bank_account ? 'แก้ไขบัญชีธนาคาร' : 'เพิ่มบัญชีธนาคาร'}
            </AppLink>
          </p>
        </div>
      ) : (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>ยืนยันว่าบัญชีนี้ถูกต้อง</span>
        </label>
      )}
      <p className={styles.muted}>ร้านค้าจะตรวจสอบสลากแล้วโอนเงินรางวัลสุทธิเข้าบัญชีนี้ พร้อมแนบสลิปการโอน</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className={`${buttons.primary} ${buttons.block}`}
        disabled={problem !== null || !confirmed || busy}
        aria-describedby={problem ? problemId : undefined}
        aria-busy={busy}
      >
        {busy ? 'กำลังส่งคำขอ…' : 'ยืนยันขึ้นเงินรางวัล'}
      </button>
    </form>
  );
}
