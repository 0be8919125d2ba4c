import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatSatang } from '@chokdee/shared-contract/format/number';
import { ClaimStatusBadge } from './claim-status-badge';
import styles from './claim-card.module.css';
import box from '../../../lib/card.module.css';

export type ExistingClaimCardProps = { claim: PrizeClaim };

/** A ticket is claimed once: its claim in place of the form, and the way to it. */
export function ExistingClaimCard({ claim }: ExistingClaimCardProps) {
  const titleId = useId();
  return (
    <section className={box.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        สลากใบนี้ส่งคำขอขึ้นเงินรางวัลแล้ว
      </h2>
      <p className={styles.text}>
        คำขอ {claim.code} <ClaimStatusBadge status={claim.status} />
      </p>
      <p className={styles.muted}>ยอดเงินสุทธิ {formatSatang(claim.net_satang)}</p>
      <Link className={`${buttons.primary} ${buttons.block}`} to={paths.prizeClaim.getHref(claim.id)}>
        ดูคำขอขึ้นเงินรางวัล
      </Link>
    </section>
  );
}
