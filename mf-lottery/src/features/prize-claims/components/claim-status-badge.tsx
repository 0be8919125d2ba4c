import {
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { StatusBadge, type StatusTone } from '../../../lib/status-badge';

export type ClaimStatusBadgeProps = {
  status: PrizeClaimStatus;
  /** Bigger, for the claim page's heading. */
  large?: boolean;
};

/** Blue = the store is on it, green = done, red = refused. */
const TONES: Record<PrizeClaimStatus, StatusTone> = {
  requested: 'info',
  checking: 'info',
  paid: 'success',
  handed_over: 'success',
  refused: 'danger',
};

/** A claim's status in Thai words, coloured by how far along it is (the words carry the meaning). */
export function ClaimStatusBadge({ status, large = false }: ClaimStatusBadgeProps) {
  return (
    <StatusBadge
      label={PRIZE_CLAIM_STATUS_LABELS[status]}
      tone={TONES[status]}
      status={status}
      large={large}
    />
  );
}
