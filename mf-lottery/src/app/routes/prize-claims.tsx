import {
  PRIZE_CLAIM_STATUSES,
  PRIZE_CLAIM_STATUS_LABELS,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ClaimList } from '../../features/prize-claims/components/claim-list';
import { ClaimStatusFilter } from '../../features/prize-claims/components/claim-status-filter';
import { usePrizeClaims } from '../../features/prize-claims/hooks/use-prize-claims';
import page from '../../lib/page.module.css';

function statusFrom(value: string | null): PrizeClaimStatus | undefined {
  return PRIZE_CLAIM_STATUSES.find((status) => status === value);
}

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function hrefFor(status: PrizeClaimStatus | undefined, n = 1): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (n > 1) query.set('page', String(n));
  const search = query.toString();
  return `${paths.prizeClaims.getHref()}${search ? `?${search}` : ''}`;
}

/** /members/prize-claims — the member's prize claims, newest first, by status, ten a page. */
export function PrizeClaimsPage() {
  const [query] = useSearchParams();
  const status = statusFrom(query.get('status'));
  const pageNumber = pageFrom(query.get('page'));
  const claims = usePrizeClaims(status, pageNumber);

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>ขึ้นเงินรางวัล</h1>
        {claims.status === 'success' && claims.data.meta.total > 0 && (
          <p className={page.lead}>ทั้งหมด {claims.data.meta.total} รายการ</p>
        )}
      </header>
      <ClaimStatusFilter value={status} hrefFor={(next) => hrefFor(next)} />

      {claims.status === 'loading' && <LoadingState label="กำลังโหลดคำขอขึ้นเงินรางวัล…" />}
      {claims.status === 'error' && (
        <RequestError
          title="โหลดคำขอขึ้นเงินรางวัลไม่สำเร็จ"
          detail={claims.error.message}
          onRetry={claims.retry}
        />
      )}
      {claims.status === 'success' && claims.data.data.length === 0 && (
        <div className={page.empty}>
          <p className={page.emptyTitle}>
            {status ? `ไม่มีคำขอในสถานะ “${PRIZE_CLAIM_STATUS_LABELS[status]}”` : 'ยังไม่มีคำขอขึ้นเงินรางวัล'}
          </p>
          <p className={page.emptyText}>สลากที่ถูกรางวัลขึ้นเงินได้จากประวัติการถูกรางวัล</p>
          <Link className={buttons.primary} to={paths.winHistory.getHref()}>
            ดูประวัติการถูกรางวัล
          </Link>
        </div>
      )}
      {claims.status === 'success' && claims.data.data.length > 0 && (
        <>
          <ClaimList claims={claims.data.data} />
          <Pager
            page={claims.data.meta.page}
            lastPage={claims.data.meta.last_page}
            hrefFor={(n) => hrefFor(status, n)}
          />
        </>
      )}
    </div>
  );
}
