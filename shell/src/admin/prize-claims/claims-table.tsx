import { formatThaiDate, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatPhone } from '@chokdee/shared-contract/format/phone';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { ClaimActions } from './claim-actions';
import { ClaimAmounts } from './claim-amounts';
import { ClaimStatusBadge } from './claim-status-badge';
import { PayTo } from './pay-to';
import styles from './prize-claims.module.css';

export interface ClaimsTableProps {
  claims: DealerPrizeClaim[];
  label: string;
  onUpdated: (claim: DealerPrizeClaim) => void;
}

/** One page of claims: a table on a wide screen, one card per claim on a narrow one. */
export function ClaimsTable({ claims, label, onUpdated }: ClaimsTableProps) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">รหัสคำขอ</th>
          <th scope="col">ร้านค้า</th>
          <th scope="col">สมาชิก</th>
          <th scope="col">สลาก</th>
          <th scope="col">รับเงินทาง</th>
          <th scope="col">ยอดสุทธิ</th>
          <th scope="col">สถานะ</th>
          <th scope="col">ทำรายการ</th>
        </tr>
      </thead>
      <tbody>
        {claims.map((claim) => (
          <tr key={claim.id}>
            <th scope="row" data-label="รหัสคำขอ" className={styles.code}>
              <div className={styles.stack}>
                <span className={styles.codeText}>{claim.code}</span>
                <span className={styles.muted}>
                  ขอเมื่อ <span className={styles.nowrap}>{formatThaiDateTime(claim.requested_at)} น.</span>
                </span>
              </div>
            </th>
            <td data-label="ร้านค้า">{claim.store_name}</td>
            <td data-label="สมาชิก">
              <div className={styles.stack}>
                <span>{claim.member.name}</span>
                <a href={`tel:${claim.member.phone}`} className={`${styles.muted} ${styles.nowrap}`}>
                  {formatPhone(claim.member.phone)}
                </a>
              </div>
            </td>
            <td data-label="สลาก">
              <div className={styles.stack}>
                <span className={styles.ticket}>{claim.number}</span>
                <span className={`${styles.muted} ${styles.nowrap}`}>ชุดที่ {claim.set_no}</span>
                <span className={`${styles.muted} ${styles.nowrap}`}>
                  งวด {formatThaiDate(claim.draw_date)}
                </span>
              </div>
            </td>
            <td data-label="รับเงินทาง">
              <PayTo claim={claim} />
            </td>
            <td data-label="ยอดสุทธิ">
              <ClaimAmounts claim={claim} />
            </td>
            <td data-label="สถานะ">
              <div className={styles.stack}>
                <ClaimStatusBadge status={claim.status} />
                {claim.status === 'refused' && claim.refuse_reason && (
                  <span className={styles.reason}>เหตุผล: {claim.refuse_reason}</span>
                )}
                {(claim.settled_at ?? claim.refused_at) && (
                  <span className={styles.muted}>
                    เมื่อ {formatThaiDateTime((claim.settled_at ?? claim.refused_at)!)} น.
                  </span>
                )}
              </div>
            </td>
            <td data-label="ทำรายการ">
              <ClaimActions claim={claim} onUpdated={onUpdated} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
