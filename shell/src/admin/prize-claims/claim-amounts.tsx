import { bpsAsPercent } from '@chokdee/shared-contract/rules/prize-claim';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { formatSatang } from '@chokdee/shared-contract/format/number';
import styles from './prize-claims.module.css';

/** The net to pay, and on opening how it comes from the prizes less each deduction. */
export function ClaimAmounts({ claim }: { claim: DealerPrizeClaim }) {
  return (
    <div className={styles.amounts}>
      <strong className={styles.net}>{formatSatang(claim.net_satang)}</strong>
      <details className={styles.breakdown}>
        <summary>ที่มาของยอด</summary>
        <dl>
          {claim.prizes.map((prize) => (
            <div key={prize.tier}>
              <dt>{prize.name}</dt>
              <dd>{formatSatang(prize.amount_satang)}</dd>
            </div>
          ))}
          <div>
            <dt>รวมเงินรางวัล</dt>
            <dd>{formatSatang(claim.prize_satang)}</dd>
          </div>
          {claim.deductions.map((deduction) => (
            <div key={deduction.key}>
              <dt>
                หัก{deduction.name} {bpsAsPercent(deduction.rate_bps)}%
              </dt>
              <dd>−{formatSatang(deduction.amount_satang)}</dd>
            </div>
          ))}
          <div className={styles.total}>
            <dt>ยอดสุทธิ</dt>
            <dd>{formatSatang(claim.net_satang)}</dd>
          </div>
        </dl>
      </details>
    </div>
  );
}
