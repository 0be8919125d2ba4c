import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import { bankLabel } from '@chokdee/shared-contract/schemas/bank';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { useId } from 'react';
import { CopyButton } from '../../../lib/copy-button';
import styles from './payment-instructions.module.css';

export type PaymentInstructionsProps = {
  payment: Order['payment'];
  totalAmount: number;
};

/** How to pay the store: its bank account (with copy buttons) and a PromptPay QR for the exact amount. */
export function PaymentInstructions({ payment, totalAmount }: PaymentInstructionsProps) {
  const titleId = useId();
  const amount = formatBaht(totalAmount);
  const hasAccount = Boolean(payment.account_number);

  return (
    <section className={styles.instructions} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        วิธีชำระเงิน
      </h2>
      <p className={styles.lead}>
        โอนเงิน <strong>{amount}</strong> เข้าบัญชีของร้านค้า แล้วอัพโหลดสลิปการโอนเงินด้านล่าง
      </p>

      <div className={styles.amount}>
        <span>ยอดที่ต้องชำระ</span>
        <strong className={styles.amountValue}>{amount}</strong>
        <CopyButton value={String(totalAmount)} label="ยอดที่ต้องชำระ" />
      </div>

      {hasAccount && (
        <dl className={styles.account}>
          <div className={styles.row}>
            <dt>ธนาคาร</dt>
            <dd>{bankLabel(payment.bank_name)}</dd>
          </div>
          <div className={styles.row}>
            <dt>เลขที่บัญชี</dt>
            <dd className={styles.copyable}>
              <span className={styles.accountNumber}>{formatBankAccount(payment.account_number ?? '')}</span>
              <CopyButton value={(payment.account_number ?? '').replace(/\D/g, '')} label="เลขที่บัญชี" />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>ชื่อบัญชี</dt>
            <dd className={styles.copyable}>
              <span>{payment.account_name ?? '-'}</span>
              {payment.account_name && <CopyButton value={payment.account_name} label="ชื่อบัญชี" />}
            </dd>
          </div>
        </dl>
      )}

      {payment.promptpay_qr && (
        <figure className={styles.qr}>
          <img
            className={styles.qrImage}
            src={payment.promptpay_qr}
            alt={`คิวอาร์โค้ดพร้อมเพย์ สำหรับชำระเงิน ${amount}`}
            width={220}
            height={220}
          />
          <figcaption className={styles.qrCaption}>
            สแกนจ่ายด้วยแอปธนาคาร ยอด {amount}
            {payment.promptpay_id && <span className={styles.qrId}>พร้อมเพย์ {payment.promptpay_id}</span>}
          </figcaption>
        </figure>
      )}

      {!hasAccount && !payment.promptpay_qr && (
        <p className={styles.missing} role="note">
          ร้านค้ายังไม่ได้ระบุบัญชีรับเงิน กรุณาติดต่อร้านค้า
        </p>
      )}
    </section>
  );
}
