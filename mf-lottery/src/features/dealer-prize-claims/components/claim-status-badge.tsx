import {
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { StatusBadge, type StatusTone } from '../../../lib/status-badge';

export type ClaimStatusBadgeProps = { status: PrizeClaimStatus };

/** Blue = a new claim for the store, gold = being checked, green = settled, grey = refused. */
const TONES: Record<PrizeClaimStatus, StatusTone> = {
  requested: 'info',
  checking: 'warning',
  paid: 'success',
  handed_over: 'success',
  refused: 'muted',
};

/** A claim's status in Thai, coloured by who acts next: the store (blue, gold), nobody (green, grey). */
export function ClaimStatusBadge({ status }: ClaimStatusBadgeProps) {
  return <StatusBadge label={PRIZE_CLAIM_STATUS_LABELS[status]} tone={TONES[status]} status={status} />;
}
