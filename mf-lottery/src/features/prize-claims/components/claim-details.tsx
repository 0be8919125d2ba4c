import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { useCallback, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SlipView } from '../../../lib/slip-view';
import { fetchPayoutSlip } from '../api/prize-claims';
import { BankAccountFacts } from './bank-account-facts';
import { ClaimAmounts } from './claim-amounts';
import { ClaimColumns } from './claim-columns';
import { ClaimStatusBadge } from './claim-status-badge';
import { ClaimTicketFacts } from './claim-ticket-facts';
import { ClaimTimeline } from './claim-timeline';
import { InPersonSteps } from './in-person-steps';
import { ReceiptButton } from './receipt-button';
import card from './claim-card.module.css';
import styles from './claim-details.module.css';
import box from '../../../lib/card.module.css';
import page from '../../../lib/page.module.css';
import heading from '../../../lib/record-heading.module.css';

/** The steps, then what the member can keep: the store's slip and the receipt. */
function ClaimSide({ claim }: { claim: PrizeClaim }) {
  const id = useId();
  const settled = claim.status === 'paid' || claim.status === 'handed_over';
  const loadSlip = useCallback((signal: AbortSignal) => fetchPayoutSlip(claim.id, { signal }), [claim.id]);
  return (
    <>
      <section className={box.card} aria-labelledby={`${id}-steps`}>
        <h2 id={`${id}-steps`} className={card.cardTitle}>
          สถานะคำขอ
        </h2>
        <ClaimTimeline claim={claim} />
        {settled && <ReceiptButton claimId={claim.id} code={claim.code} />}
      </section>
      {claim.has_payout_slip && (
        <section className={box.card} aria-labelledby={`${id}-slip`}>
          <h2 id={`${id}-slip`} className={card.cardTitle}>
            สลิปการโอนเงินรางวัล
          </h2>
          <SlipView
            inline
            load={loadSlip}
            alt={`สลิปการโอนเงินรางวัลของคำขอ ${claim.code}`}
            pdfLabel="เปิดสลิปการโอนเงิน (PDF)"
          />
        </section>
      )}
      {claim.kind === 'transfer' && claim.bank_account && (
        <section className={box.card} aria-labelledby={`${id}-account`}>
          <h2 id={`${id}-account`} className={card.cardTitle}>
            บัญชีรับเงินรางวัล
          </h2>
          <BankAccountFacts account={claim.bank_account} />
        </section>
      )}
      {claim.kind === 'in_person' && (
        <section className={box.card} aria-labelledby={`${id}-in-person`}>
          <h2 id={`${id}-in-person`} className={card.cardTitle}>
            ขึ้นเงินด้วยตนเองที่สำนักงานสลากกินแบ่งรัฐบาล
          </h2>
          <InPersonSteps />
        </section>
      )}
    </>
  );
}

export type ClaimDetailsProps = { claim: PrizeClaim };

/** One claim: its code and status, then its steps and amounts, the account, the slip, the receipt. */
export function ClaimDetails({ claim }: ClaimDetailsProps) {
  return (
    <>
      <header className={`${heading.header} ${styles.header}`}>
        <p className={heading.kicker}>คำขอขึ้นเงินรางวัล</p>
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
            <section className={box.card} aria-label="สลากที่ถูกรางวัล">
              <ClaimTicketFacts ticket={claim} />
            </section>
            <div className={box.card}>
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
