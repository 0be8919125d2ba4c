import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { isMissing } from '@chokdee/shared-kernel/hooks/use-request';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { BankAccountFacts } from '../../features/prize-claims/components/bank-account-facts';
import { ClaimAmounts } from '../../features/prize-claims/components/claim-amounts';
import { ClaimColumns } from '../../features/prize-claims/components/claim-columns';
import { ClaimStatusBadge } from '../../features/prize-claims/components/claim-status-badge';
import { ClaimTicketFacts } from '../../features/prize-claims/components/claim-ticket-facts';
import { ClaimTimeline } from '../../features/prize-claims/components/claim-timeline';
import { InPersonSteps } from '../../features/prize-claims/components/in-person-steps';
import { PayoutSlip } from '../../features/prize-claims/components/payout-slip';
import { ReceiptButton } from '../../features/prize-claims/components/receipt-button';
import { usePrizeClaim } from '../../features/prize-claims/hooks/use-prize-claim';
import { idFromParam } from '../../features/prize-claims/utils/id-from-param';
import card from '../../features/prize-claims/components/claim-card.module.css';
import page from '../../lib/page.module.css';
import styles from './prize-claim.module.css';

/** The steps, then what the member can keep: the store's slip and the receipt. */
function ClaimSide({ claim }: { claim: PrizeClaim }) {
  const settled = claim.status === 'paid' || claim.status === 'handed_over';
  return (
    <>
      <section className={card.card} aria-labelledby="claim-steps-title">
        <h2 id="claim-steps-title" className={card.cardTitle}>
          สถานะคำขอ
        </h2>
        <ClaimTimeline claim={claim} />
        {settled && <ReceiptButton claimId={claim.id} code={claim.code} />}
      </section>
      {claim.has_payout_slip && (
        <section className={card.card} aria-labelledby="claim-slip-title">
          <h2 id="claim-slip-title" className={card.cardTitle}>
            สลิปการโอนเงินรางวัล
          </h2>
          <PayoutSlip claimId={claim.id} code={claim.code} />
        </section>
      )}
      {claim.kind === 'transfer' && claim.bank_account && (
        <section className={card.card} aria-labelledby="claim-account-title">
          <h2 id="claim-account-title" className={card.cardTitle}>
            บัญชีรับเงินรางวัล
          </h2>
          <BankAccountFacts account={claim.bank_account} />
        </section>
      )}
      {claim.kind === 'in_person' && (
        <section className={card.card} aria-labelledby="claim-in-person-title">
          <h2 id="claim-in-person-title" className={card.cardTitle}>
            ขึ้นเงินด้วยตนเองที่สำนักงานสลากกินแบ่งรัฐบาล
          </h2>
          <InPersonSteps />
        </section>
      )}
    </>
  );
}

function ClaimView({ claim }: { claim: PrizeClaim }) {
  return (
    <>
      <header className={styles.header}>
        <p className={styles.kicker}>คำขอขึ้นเงินรางวัล</p>
        <h1 className={page.title}>{claim.code}</h1>
        <ClaimStatusBadge status={claim.status} large />
      </header>
      {claim.status === 'refused' && (
        <p className={card.error} role="status">
          ร้านค้าไม่อนุมัติคำขอนี้{claim.refuse_reason ? `: ${claim.refuse_reason}` : ''}
        </p>
      )}
      <ClaimColumns
        main={
          <>
            <section className={card.card} aria-label="สลากที่ถูกรางวัล">
              <ClaimTicketFacts ticket={claim} />
            </section>
            <div className={card.card}>
              <ClaimAmounts amounts={claim} claimed />
            </div>
          </>
        }
        side={<ClaimSide claim={claim} />}
        sideFirst
      />
      <p className={styles.back}>
        <Link to={paths.prizeClaims.getHref()}>ดูคำขอขึ้นเงินรางวัลทั้งหมด</Link>
      </p>
    </>
  );
}

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
      {claim.status === 'success' && <ClaimView claim={claim.data} />}
    </div>
  );
}
