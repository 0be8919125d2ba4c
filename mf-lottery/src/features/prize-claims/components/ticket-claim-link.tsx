import { PRIZE_CLAIM_STATUS_LABELS, type PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ClaimStatusBadge } from './claim-status-badge';
import styles from './ticket-claim-link.module.css';

export type TicketClaimLinkProps = {
  ticketId: number;
  /** The ticket's newest claim, when the page knows it. */
  claim: PrizeClaim | undefined;
};

/**
 * Beside a winning ticket: the way to claim it, or its claim's status linking to the claim. A
 * refused claim may be asked for again, so it shows both.
 */
export function TicketClaimLink({ ticketId, claim }: TicketClaimLinkProps) {
  const canClaim = !claim || claim.status === 'refused';
  return (
    <div className={styles.actions}>
      {claim && (
        <Link
          className={styles.status}
          to={paths.prizeClaim.getHref(claim.id)}
          aria-label={`คำขอขึ้นเงินรางวัล ${claim.code}: ${PRIZE_CLAIM_STATUS_LABELS[claim.status]}`}
        >
          <ClaimStatusBadge status={claim.status} />
          <span className={styles.more} aria-hidden="true">
            ดูคำขอ ›
          </span>
        </Link>
      )}
      {canClaim && (
        <Link className={`${buttons.primary} ${buttons.small}`} to={paths.cashOut.getHref(ticketId)}>
          ขึ้นเงินรางวัล
        </Link>
      )}
    </div>
  );
}
