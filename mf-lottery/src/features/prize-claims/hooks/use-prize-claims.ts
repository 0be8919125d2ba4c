import type { PrizeClaimStatus } from '@chokdee/shared-contract/schemas/prize-claim';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { fetchPrizeClaims, type PrizeClaimPage } from '../api/prize-claims';
import { prizeClaimKeys } from '../api/prize-claim-keys';

export const CLAIMS_PER_PAGE = 10;

/** One page of the member's claims, newest first, of one status or all. */
export function usePrizeClaims(
  status: PrizeClaimStatus | undefined,
  page: number,
): UseRequestResult<PrizeClaimPage> {
  return useRequest(prizeClaimKeys.list({ status, page }), (signal) =>
    fetchPrizeClaims({ status, page, per_page: CLAIMS_PER_PAGE }, { signal }),
  );
}
