import {
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import styles from './claim-status-badge.module.css';

export type ClaimStatusBadgeProps = { status: PrizeClaimStatus };

/** A claim's status in Thai, coloured by who acts next: the store (blue, gold), nobody (green, grey). */
export function ClaimStatusBadge({ status }: ClaimStatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status}>
      {PRIZE_CLAIM_STATUS_LABELS[status]}
    </span>
  );
}
