import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import type { UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import type { DealerPrizeClaimPage } from '../api/dealer-prize-claims';
import { PrizeClaimCard, type PrizeClaimCardProps } from './prize-claim-card';
import dealerPage from '../../../lib/dealer-page.module.css';
import styles from './prize-claim-list.module.css';

export type PrizeClaimListProps = {
  claims: UseRequestResult<DealerPrizeClaimPage>;
  /** Claims acted on since the list was read, as the API answered: shown instead of the read. */
  changed: Readonly<Record<number, DealerPrizeClaim>>;
  onChanged: PrizeClaimCardProps['onChanged'];
  onStale: PrizeClaimCardProps['onStale'];
  /** 'ไม่มีคำขอขึ้นเงินรางวัล…' for the filters on screen. */
  emptyText: string;
  hrefFor: (page: number) => string;
};

/**
 * A page of the store's claims as cards (a grid on a wide screen), with its loading, error and
 * empty states and the pager. A claim acted on keeps its place and shows its new status.
 */
export function PrizeClaimList({
  claims,
  changed,
  onChanged,
  onStale,
  emptyText,
  hrefFor,
}: PrizeClaimListProps) {
  if (claims.status === 'loading') return <LoadingState label="กำลังโหลดคำขอขึ้นเงินรางวัล…" />;
  if (claims.status === 'error')
    return (
      <RequestError title="โหลดคำขอขึ้นเงินรางวัลไม่สำเร็จ" detail={claims.error.message} onRetry={claims.retry} />
    );
  const shown = claims.data.data.map((claim) => changed[claim.id] ?? claim);
  return (
    <>
      {shown.length === 0 ? (
        <p className={dealerPage.empty}>{emptyText}</p>
      ) : (
        <div className={styles.grid}>
          {shown.map((claim) => (
            <PrizeClaimCard key={claim.id} claim={claim} onChanged={onChanged} onStale={onStale} />
          ))}
        </div>
      )}
      <Pager page={claims.data.meta.page} lastPage={claims.data.meta.last_page} hrefFor={hrefFor} />
    </>
  );
}
