import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { useNoticeRefresh } from '@chokdee/shared-kernel/hooks/use-notice-refresh';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { useEffect, useEffectEvent } from 'react';
import { paths } from '../../../config/paths';
import { fetchPrizeClaim } from '../api/prize-claims';
import { prizeClaimKeys } from '../api/prize-claim-keys';

/** Statuses the dealer may still move on: the page watches for the next step only while one applies. */
const OPEN_STATUSES: ReadonlySet<PrizeClaim['status']> = new Set(['requested', 'checking']);

/**
 * One of the member's claims, kept current without a reload: read again when a notice about it
 * arrives (the dealer's next step) and, while it is still open, when the member comes back to
 * the tab or window.
 */
export function usePrizeClaim(claimId: number | null): UseRequestResult<PrizeClaim> {
  const claim = useRequest(claimId === null ? null : prizeClaimKeys.one(claimId), (signal) =>
    fetchPrizeClaim(claimId ?? 0, { signal }),
  );
  useNoticeRefresh(claimId === null ? null : paths.prizeClaim.getHref(claimId), claim.retry);

  const open = claim.status === 'success' && OPEN_STATUSES.has(claim.data.status);
  const onBack = useEffectEvent(() => {
    if (document.visibilityState === 'visible') claim.retry();
  });
  useEffect(() => {
    if (!open) return;
    const back = () => onBack();
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [open]);

  return claim;
}
