import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import {
  fetchDealerPrizeClaims,
  type ClaimFilter,
  type DealerPrizeClaimPage,
} from '../api/dealer-prize-claims';
import { claimRequestKeys } from '../api/claim-request-keys';

export const CLAIMS_PAGE_SIZE = 20;

/** The store's claims under a filter, a page at a time; `enabled` false (no dealer) asks nothing. */
export function useDealerPrizeClaims(
  filter: ClaimFilter,
  page: number,
  enabled: boolean,
): UseRequestResult<DealerPrizeClaimPage> {
  return useRequest(enabled ? claimRequestKeys.list(filter, page) : null, (signal) =>
    fetchDealerPrizeClaims({ ...filter, page, perPage: CLAIMS_PAGE_SIZE }, { signal }),
  );
}
