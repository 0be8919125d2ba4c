import {
  PRIZE_CLAIM_STATUSES,
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';

/** A tab of the claims list: one status, or every claim (`null`). */
export type ClaimTab = { status: PrizeClaimStatus | null; label: string };

export const CLAIM_TABS: readonly ClaimTab[] = [
  { status: null, label: 'ทั้งหมด' },
  ...PRIZE_CLAIM_STATUSES.map((status) => ({ status, label: PRIZE_CLAIM_STATUS_LABELS[status] })),
];

/** The status named in the URL, or null (every claim) for anything else. */
export function claimStatusFrom(value: string | null): PrizeClaimStatus | null {
  return PRIZE_CLAIM_STATUSES.find((status) => status === value) ?? null;
}
