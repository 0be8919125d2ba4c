import { bpsAsPercent } from '@chokdee/shared-contract/rules/prize-claim';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { formatSatang } from '@chokdee/shared-contract/format/number';
import styles from './claim-amounts.module.css';

export type ClaimAmountsProps = { claim: DealerPrizeClaim };

/** The prizes, each deduction with its rate, and the net amount, in baht to the satang. */
export function ClaimAmounts({ claim }: ClaimAmountsProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>ยอดเงินรางวัล</caption>
      <tbody>
        {claim.prizes.map((prize) => (
          <tr key={prize.tier}>
            <th scope="row">{prize.name}</th>
            <td>{formatSatang(prize.amount_satang)}</td>
          </tr>
        ))}
        {claim.prizes.length > 1 && (
          <tr>
            <th scope="row">รวมเงินรางวัล</th>
            <td>{formatSatang(claim.prize_satang)}</td>
          </tr>
        )}
        {claim.deductions.map((deduction) => (
          <tr key={deduction.key} className={styles.deduction}>
            <th scope="row">
              หัก{deduction.name} {bpsAsPercent(deduction.rate_bps)}%
            </th>
            <td>-{formatSatang(deduction.amount_satang)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.net}>
          <th scope="row">ยอดสุทธิ</th>
          <td>{formatSatang(claim.net_satang)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
