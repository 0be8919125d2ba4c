import { isMissing } from '@chokdee/shared-kernel/hooks/use-request';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import type { PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ClaimAmounts } from '../../features/prize-claims/components/claim-amounts';
import { ClaimColumns } from '../../features/prize-claims/components/claim-columns';
import { ClaimTicketFacts } from '../../features/prize-claims/components/claim-ticket-facts';
import { ExistingClaimCard } from '../../features/prize-claims/components/existing-claim-card';
import { InPersonClaimForm } from '../../features/prize-claims/components/in-person-claim-form';
import { TransferClaimForm } from '../../features/prize-claims/components/transfer-claim-form';
import { useClaimQuote } from '../../features/prize-claims/hooks/use-claim-quote';
import { useCreateClaim } from '../../features/prize-claims/hooks/use-create-claim';
import { idFromParam } from '../../features/prize-claims/utils/id-from-param';
import card from '../../features/prize-claims/components/claim-card.module.css';
import page from '../../lib/page.module.css';

type QuoteViewProps = { ticketId: number; quote: PrizeClaimQuote; reload: () => void };

function QuoteView({ ticketId, quote, reload }: QuoteViewProps) {
  const claim = useCreateClaim(ticketId, reload);
  let side;
  if (quote.claim) side = <ExistingClaimCard claim={quote.claim} />;
  else if (quote.kind === 'in_person')
    side = <InPersonClaimForm onSubmit={claim.submit} busy={claim.busy} error={claim.error} />;
  else
    side = (
      <TransferClaimForm
        quote={quote}
        returnTo={paths.cashOut.getHref(ticketId)}
        onSubmit={claim.submit}
        busy={claim.busy}
        error={claim.error}
      />
    );
  return (
    <ClaimColumns
      main={
        <>
          <section className={card.card} aria-label="สลากที่ถูกรางวัล">
            <ClaimTicketFacts ticket={quote} />
          </section>
          <div className={card.card}>
            <ClaimAmounts amounts={quote} />
          </div>
        </>
      }
      side={side}
    />
  );
}

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
        <QuoteView ticketId={ticketId} quote={quote.data} reload={quote.retry} />
      )}
    </div>
  );
}
