import { bpsAsPercent } from '@chokdee/shared-contract/rules/prize-claim';
import type { PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';
import { useId } from 'react';
import { formatSatang } from '@chokdee/shared-contract/format/number';
import styles from './claim-amounts.module.css';

export type ClaimAmountsProps = {
  amounts: Pick<PrizeClaimQuote, 'prizes' | 'prize_satang' | 'deductions' | 'net_satang' | 'kind'>;
  /** Said of a claim already made: the net amount is no longer a promise. */
  claimed?: boolean;
};

function netLabel(kind: PrizeClaimQuote['kind'], claimed: boolean): string {
  if (kind === 'in_person') return 'เงินรางวัลสุทธิที่ได้รับจากสำนักงานสลากฯ';
  return claimed ? 'ยอดเงินสุทธิที่โอนเข้าบัญชี' : 'ยอดเงินที่จะได้รับ';
}

/** Each prize, each deduction by name and rate, and the net amount the member receives, big. */
export function ClaimAmounts({ amounts, claimed = false }: ClaimAmountsProps) {
  const titleId = useId();
  return (
    <section className={styles.amounts} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        เงินรางวัล
      </h2>
      <ul className={styles.rows} aria-label="รางวัลที่ถูก">
        {amounts.prizes.map((prize) => (
          <li key={prize.tier} className={styles.row}>
            <span>{prize.name}</span>
            <span className={styles.amount}>{formatSatang(prize.amount_satang)}</span>
          </li>
        ))}
      </ul>
      {amounts.prizes.length > 1 && (
        <p className={`${styles.row} ${styles.subtotal}`}>
          <span>รวมเงินรางวัล</span>
          <span className={styles.amount}>{formatSatang(amounts.prize_satang)}</span>
        </p>
      )}
      <ul className={styles.rows} aria-label="รายการหัก">
        {amounts.deductions.map((deduction) => (
          <li key={deduction.key} className={`${styles.row} ${styles.deduction}`}>
            <span>
              หัก{deduction.name} {bpsAsPercent(deduction.rate_bps)}%
            </span>
            <span className={styles.amount}>-{formatSatang(deduction.amount_satang)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.net}>
        <span className={styles.netLabel}>{netLabel(amounts.kind, claimed)}</span>
        <strong className={styles.netValue}>{formatSatang(amounts.net_satang)}</strong>
      </p>
    </section>
  );
}
