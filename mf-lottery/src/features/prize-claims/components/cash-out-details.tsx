import type { PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';
import { paths } from '../../../config/paths';
import { useCreateClaim } from '../hooks/use-create-claim';
import { ClaimAmounts } from './claim-amounts';
import { ClaimColumns } from './claim-columns';
import { ClaimTicketFacts } from './claim-ticket-facts';
import { ExistingClaimCard } from './existing-claim-card';
import { InPersonClaimForm } from './in-person-claim-form';
import { TransferClaimForm } from './transfer-claim-form';
import box from '../../../lib/card.module.css';

export type CashOutDetailsProps = {
  ticketId: number;
  quote: PrizeClaimQuote;
  /** Reads the quote again (after the server refused the claim for a reason the quote shows). */
  reload: () => void;
};

/**
 * A winning ticket's quote and what to do with it: the ticket and its amounts, then the transfer
 * form, the in-person request, or the claim the ticket already has.
 */
export function CashOutDetails({ ticketId, quote, reload }: CashOutDetailsProps) {
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
          <section className={box.card} aria-label="สลากที่ถูกรางวัล">
            <ClaimTicketFacts ticket={quote} />
          </section>
          <div className={box.card}>
            <ClaimAmounts amounts={quote} />
          </div>
        </>
      }
      side={side}
    />
  );
}
