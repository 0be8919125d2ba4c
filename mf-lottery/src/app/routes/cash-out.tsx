import { isMissing } from '@chokdee/shared-kernel/hooks/use-request';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CashOutDetails } from '../../features/prize-claims/components/cash-out-details';
import { useClaimQuote } from '../../features/prize-claims/hooks/use-claim-quote';
import { idFromParam } from '../../features/prize-claims/utils/id-from-param';
import page from '../../lib/page.module.css';

/** /members/cash-out/:ticketId — what a winning ticket pays after deductions, and claiming it. */
export function CashOutPage() {
  const ticketId = idFromParam(useParams().ticketId);
  const quote = useClaimQuote(ticketId);
  const missing = ticketId === null || isMissing(quote);

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <header className={page.header}>
        <h1 className={page.title}>ขึ้นเงินรางวัล</h1>
        <Link className={`${buttons.flat} ${buttons.small}`} to={paths.prizeClaims.getHref()}>
          คำขอขึ้นเงินรางวัลของฉัน
        </Link>
      </header>

      {missing && (
        <div className={page.empty} role="alert">
          <p className={page.emptyTitle}>ไม่พบสลากที่ถูกรางวัล</p>
          <p className={page.emptyText}>
            {quote.status === 'error' ? quote.error.message : 'สลากนี้ไม่ใช่ของคุณ หรือไม่ได้ถูกรางวัล'}
          </p>
          <Link className={buttons.secondary} to={paths.winHistory.getHref()}>
            ดูประวัติการถูกรางวัล
          </Link>
        </div>
      )}
      {!missing && quote.status === 'loading' && <LoadingState label="กำลังคำนวณเงินรางวัล…" />}
      {!missing && quote.status === 'error' && (
        <RequestError title="โหลดข้อมูลขึ้นเงินรางวัลไม่สำเร็จ" detail={quote.error.message} onRetry={quote.retry} />
      )}
      {ticketId !== null && quote.status === 'success' && (
        <CashOutDetails ticketId={ticketId} quote={quote.data} reload={quote.retry} />
      )}
    </div>
  );
}
