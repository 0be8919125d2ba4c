import type { StoreClaimFee } from '@chokdee/shared-contract/schemas/prize-claim';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { fetchClaimFee } from '../api/claim-fee';
import { claimRequestKeys } from '../api/claim-request-keys';

/** The store's cash-out fee; `enabled` false (no dealer) asks nothing. */
export function useClaimFee(enabled: boolean): UseRequestResult<StoreClaimFee> {
  return useRequest(enabled ? claimRequestKeys.fee : null, (signal) => fetchClaimFee({ signal }));
}
