import { isMissing } from '@chokdee/shared-kernel/hooks/use-request';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ClaimDetails } from '../../features/prize-claims/components/claim-details';
import { usePrizeClaim } from '../../features/prize-claims/hooks/use-prize-claim';
import { idFromParam } from '../../features/prize-claims/utils/id-from-param';
import page from '../../lib/page.module.css';

/** /members/prize-claims/:claimId — a claim's steps, amounts, account, slip and receipt. */
export function PrizeClaimPage() {
  const claimId = idFromParam(useParams().claimId);
  const claim = usePrizeClaim(claimId);
  const missing = claimId === null || isMissing(claim);

  return (
    <div className={`${page.page} ${page.narrow}`}>
      {missing && (
        <div className={page.empty} role="alert">
          <h1 className={page.emptyTitle}>ไม่พบคำขอขึ้นเงินรางวัล</h1>
          <p className={page.emptyText}>คำขอนี้ไม่มีอยู่ หรือไม่ใช่คำขอของคุณ</p>
          <Link className={buttons.secondary} to={paths.prizeClaims.getHref()}>
            ดูคำขอขึ้นเงินรางวัลของฉัน
          </Link>
        </div>
      )}
      {!missing && claim.status === 'loading' && <LoadingState label="กำลังโหลดคำขอขึ้นเงินรางวัล…" />}
      {!missing && claim.status === 'error' && (
        <RequestError title="โหลดคำขอขึ้นเงินรางวัลไม่สำเร็จ" detail={claim.error.message} onRetry={claim.retry} />
      )}
      {claim.status === 'success' && <ClaimDetails claim={claim.data} />}
    </div>
  );
}
