import { accountNameMatches } from '@chokdee/shared-contract/rules/prize-claim';
import type { PrizeClaimQuote } from '@chokdee/shared-contract/schemas/prize-claim';
import { and, eq, ne } from 'drizzle-orm';
import { findUserById } from '#api/auth/users-repository';
import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { findBankAccountByUserId } from '#api/members/bank-accounts-repository';
import { recordWins } from '#api/results/win-check';
import { claimTerms, claimTicketFields, type ClaimSettings } from './claim-terms';
import { claimViewQuery, toPrizeClaim } from './claim-view';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';
import { prizeClaims } from './prize-claims-tables';
import { findWinningTicket } from './winning-ticket';

/**
 * What claiming the member's winning ticket would pay, with the account on file. The member's
 * tickets are checked first, so a draw whose results just came out is known.
 */
export async function quoteClaim(
  db: Database,
  input: { userId: number; ticketId: number; settings: ClaimSettings },
): Promise<PrizeClaimQuote> {
  await recordWins(db, { userId: input.userId });
  const ticket = await findWinningTicket(db, input.userId, input.ticketId);
  if (!ticket) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.notAWinner);
  const [terms, account, user, [open]] = await Promise.all([
    claimTerms(db, ticket, input.settings),
    findBankAccountByUserId(db, input.userId),
    findUserById(db, input.userId),
    claimViewQuery(db).where(
      and(eq(prizeClaims.ticket_id, ticket.ticket_id), ne(prizeClaims.status, 'refused')),
    ),
  ]);
  return {
    ...claimTicketFields(ticket, terms),
    bank_account: account,
    account_name_matches:
      account !== null && accountNameMatches(account.account_name, user?.name ?? '', user?.lastname ?? ''),
    claim: open ? toPrizeClaim(open) : null,
  };
}
