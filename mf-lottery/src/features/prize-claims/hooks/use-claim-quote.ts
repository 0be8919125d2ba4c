import type { PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { fetchClaimQuote } from '../api/prize-claims';
import { prizeClaimKeys } from '../api/prize-claim-keys';

/**
 * What claiming the ticket would pay. Read again each time the page opens (a cached answer shows
 * meanwhile), so an account updated on the bank account page is the one shown on the way back.
 */
export function useClaimQuote(ticketId: number | null): UseRequestResult<PrizeClaimQuote> {
  return useRequest(ticketId === null ? null : prizeClaimKeys.quote(ticketId), (signal) =>
    fetchClaimQuote(ticketId ?? 0, { signal }),
  );
}
