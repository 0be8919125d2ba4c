import { formatThaiDateLong, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatSatang } from '@chokdee/shared-contract/format/number';
import { ClaimStatusBadge } from './claim-status-badge';
import row from '../../../lib/link-row.module.css';
import styles from './claim-list.module.css';

export type ClaimListProps = { claims: PrizeClaim[] };

/** Claims as rows, each opening its claim: code, status, ticket, draw, when and the net amount. */
export function ClaimList({ claims }: ClaimListProps) {
  return (
    <div className={styles.frame}>
      <ul className={styles.list} aria-label="คำขอขึ้นเงินรางวัล">
        {claims.map((claim) => (
          <li key={claim.id}>
            <Link className={row.row} to={paths.prizeClaim.getHref(claim.id)}>
              <span className={row.head}>
                <span className={row.code}>{claim.code}</span>
                <ClaimStatusBadge status={claim.status} />
              </span>
              <span className={styles.ticket}>
                สลากเลข <span className={styles.number}>{claim.number}</span> ชุดที่ {claim.set_no}
              </span>
              <span className={row.meta}>
                งวด {formatThaiDateLong(claim.draw_date)} · {claim.store_name}
              </span>
              <span className={row.foot}>
                <span className={row.meta}>ส่งคำขอ {formatThaiDateTime(claim.requested_at)} น.</span>
                <span className={styles.net}>{formatSatang(claim.net_satang)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
