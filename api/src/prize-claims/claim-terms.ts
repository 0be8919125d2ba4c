import {
  cashOutAmounts,
  claimsInPerson,
  type CashOutAmounts,
} from '@chokdee/shared-contract/rules/prize-claim';
import type { PrizeTierKey } from '@chokdee/shared-contract/schemas/lottery-result';
import type { PrizeClaimKind } from '@chokdee/shared-contract/schemas/prize-claim';
import type { Executor } from '#api/db/client';
import { claimPrizes } from './claim-view';
import { storeFeeBps } from './store-claim-fee';
import type { WinningTicket } from './winning-ticket';

/** The site's settings a claim is made under (`config.prizeClaims`). */
export interface ClaimSettings {
  feeBps: number;
  inPersonTiers: readonly PrizeTierKey[];
}

export interface ClaimTerms {
  kind: PrizeClaimKind;
  /** The store's fee now; null when claimed in person (no fee). */
  feeBps: number | null;
  amounts: CashOutAmounts;
}

/** How a winning ticket is claimed today and what it pays: the kind, the store's fee, the amounts. */
export async function claimTerms(
  db: Executor,
  ticket: WinningTicket,
  settings: ClaimSettings,
): Promise<ClaimTerms> {
  const tiers = ticket.prizes as PrizeTierKey[];
  const inPerson = claimsInPerson(tiers, settings.inPersonTiers);
  const feeBps = inPerson ? null : await storeFeeBps(db, ticket.store_id, settings.feeBps);
  const prizes = claimPrizes(tiers).map((prize) => ({ tier: prize.tier, amount: prize.amount_satang / 100 }));
  return {
    kind: inPerson ? 'in_person' : 'transfer',
    feeBps,
    amounts: cashOutAmounts(prizes, { feeBps: feeBps ?? 0, inPerson }),
  };
}

/** The contract's ticket fields of a claim, from the ticket and its terms. */
export function claimTicketFields(ticket: WinningTicket, terms: ClaimTerms) {
  return {
    ticket_id: ticket.ticket_id,
    number: ticket.number,
    set_no: ticket.set_no,
    order_code: ticket.order_code,
    draw_date: ticket.draw_date,
    store_name: ticket.store_name,
    prizes: claimPrizes(ticket.prizes),
    prize_satang: terms.amounts.prize_satang,
    deductions: terms.amounts.deductions,
    net_satang: terms.amounts.net_satang,
    kind: terms.kind,
  };
}
