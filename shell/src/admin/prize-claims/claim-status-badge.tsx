import {
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { StatusBadge, type StatusTone } from '../status-badge';

const TONES: Record<PrizeClaimStatus, StatusTone> = {
  requested: 'attention',
  checking: 'waiting',
  paid: 'done',
  handed_over: 'done',
  refused: 'ended',
};

/** A claim's status as a coloured word: new requests stand out, refused ones step back. */
export function ClaimStatusBadge({ status }: { status: PrizeClaimStatus }) {
  return <StatusBadge label={PRIZE_CLAIM_STATUS_LABELS[status]} tone={TONES[status]} />;
}
