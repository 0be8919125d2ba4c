import type { PrizeClaim, PrizeClaimStatus } from '@chokdee/shared-contract/schemas/prize-claim';

export type ClaimStepState = 'done' | 'current' | 'upcoming';

export interface ClaimStep {
  status: PrizeClaimStatus;
  /** When the claim reached it; null while it has not. */
  at: string | null;
  state: ClaimStepState;
}

/**
 * The steps of a claim in order: requested → checking → paid (transfer) or handed over (in
 * person); a refused claim ends at `refused` after the steps it reached. The last step reached
 * is the current one, and a settled or refused claim has nothing left to wait for.
 */
export function claimSteps(claim: PrizeClaim): ClaimStep[] {
  const last: PrizeClaimStatus = claim.kind === 'in_person' ? 'handed_over' : 'paid';
  const reached: Array<[PrizeClaimStatus, string | null]> =
    claim.status === 'refused'
      ? [
          ['requested', claim.requested_at],
          ...(claim.checking_at ? [['checking', claim.checking_at] as [PrizeClaimStatus, string]] : []),
          ['refused', claim.refused_at],
        ]
      : [
          ['requested', claim.requested_at],
          ['checking', claim.checking_at],
          [last, claim.settled_at],
        ];
  const order = reached.map(([status]) => status);
  const currentIndex = order.indexOf(claim.status);
  const ended = claim.status === last || claim.status === 'refused';
  return reached.map(([status, at], index) => ({
    status,
    at: index <= currentIndex ? at : null,
    state:
      index < currentIndex || (ended && index === currentIndex)
        ? 'done'
        : index === currentIndex
          ? 'current'
          : 'upcoming',
  }));
}
