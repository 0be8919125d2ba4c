import { formatThaiDate, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatPhone } from '@chokdee/shared-contract/format/phone';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { useId } from 'react';
import { TicketDigits } from '../../../lib/ticket-digits';
import { PRIZE_CLAIM_KIND_LABELS } from '@chokdee/shared-contract/schemas/prize-claim';
import { ClaimAccount } from './claim-account';
import { ClaimActions, type ClaimActionsProps } from './claim-actions';
import { ClaimAmounts } from './claim-amounts';
import { ClaimStatusBadge } from './claim-status-badge';
import styles from './prize-claim-card.module.css';
import box from '../../../lib/card.module.css';
import card from '../../../lib/dealer-card.module.css';

export type PrizeClaimCardProps = {
  claim: DealerPrizeClaim;
  onChanged: ClaimActionsProps['onChanged'];
  onStale: ClaimActionsProps['onStale'];
};

/** One claim of the store: who asked, for which ticket, how much after deductions, where to pay it. */
export function PrizeClaimCard({ claim, onChanged, onStale }: PrizeClaimCardProps) {
  const titleId = useId();
  return (
    <article className={box.card} aria-labelledby={titleId}>
      <header className={card.header}>
        <h2 id={titleId} className={card.code}>
          {claim.code}
        </h2>
        <ClaimStatusBadge status={claim.status} />
      </header>

      <div className={styles.ticket}>
        <TicketDigits number={claim.number} size="md" />
        <span className={styles.muted}>
          ชุดที่ {claim.set_no} · งวดวันที่ {formatThaiDate(claim.draw_date)}
        </span>
      </div>

      <dl className={card.facts}>
        <div>
          <dt>ผู้ขอขึ้นเงิน</dt>
          <dd>
            {claim.member.name}
            <span className={styles.muted}> · {formatPhone(claim.member.phone)}</span>
          </dd>
        </div>
        <div>
          <dt>วิธีรับเงิน</dt>
          <dd>{PRIZE_CLAIM_KIND_LABELS[claim.kind]}</dd>
        </div>
        <div>
          <dt>ส่งคำขอเมื่อ</dt>
          <dd>{formatThaiDateTime(claim.requested_at)} น.</dd>
        </div>
        <div>
          <dt>คำสั่งซื้อ</dt>
          <dd className={styles.orderCode}>{claim.order_code}</dd>
        </div>
        {claim.bank_account && (
          <div className={card.fullRow}>
            <dt>โอนเข้าบัญชี</dt>
            <dd>
              <ClaimAccount account={claim.bank_account} />
            </dd>
          </div>
        )}
      </dl>

      <ClaimAmounts claim={claim} />

      {claim.status === 'refused' && claim.refuse_reason && (
        <p className={styles.refused}>เหตุผลที่ไม่อนุมัติ: {claim.refuse_reason}</p>
      )}

      <ClaimActions claim={claim} onChanged={onChanged} onStale={onStale} />
    </article>
  );
}
