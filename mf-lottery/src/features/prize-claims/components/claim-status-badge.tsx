import {
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import styles from './claim-status-badge.module.css';

export type ClaimStatusBadgeProps = {
  status: PrizeClaimStatus;
  /** Bigger, for the claim page's heading. */
  large?: boolean;
};

/** A claim's status in Thai words, coloured by how far along it is (the words carry the meaning). */
export function ClaimStatusBadge({ status, large = false }: ClaimStatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[status]} ${large ? styles.large : ''}`} data-status={status}>
      {PRIZE_CLAIM_STATUS_LABELS[status]}
    </span>
  );
}
