import { accountNameMatches, STAMP_DUTY_BPS } from '@chokdee/shared-contract/rules/prize-claim';
import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation, findUserById } from '#api/auth/users-repository';
import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { findBankAccountByUserId } from '#api/members/bank-accounts-repository';
import { recordWins } from '#api/results/win-check';
import { recordClaimNotice } from './claim-notice';
import { claimTerms, type ClaimSettings } from './claim-terms';
import { claimWindowClosed } from './claim-window';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';
import { prizeClaims } from './prize-claims-tables';
import { findWinningTicket } from './winning-ticket';

const bankAccountError = (message: string) =>
  new HttpError(422, message, [{ field: 'bank_account', message }]);

/**
 * The member claims one winning ticket: the amounts, rates and account are fixed now. A ticket is
 * claimed once: of two requests at once, the partial unique index `prize_claims_open_ticket_key`
 * lets one in and the other answers 409. The claim and its notice commit together. Its id.
 */
export async function createClaim(
  db: Database,
  input: { userId: number; ticketId: number; settings: ClaimSettings; now: Date },
): Promise<number> {
  await recordWins(db, { userId: input.userId });
  try {
    return await db.transaction(async (tx) => {
      const ticket = await findWinningTicket(tx, input.userId, input.ticketId);
      if (!ticket) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.notAWinner);
      const [open] = await tx
        .select({ id: prizeClaims.id })
        .from(prizeClaims)
        .where(and(eq(prizeClaims.ticket_id, ticket.ticket_id), ne(prizeClaims.status, 'refused')));
      if (open) throw new HttpError(409, PRIZE_CLAIM_MESSAGES.alreadyClaimed);
      if (claimWindowClosed(ticket.draw_date, input.now))
        throw new HttpError(422, PRIZE_CLAIM_MESSAGES.windowClosed);

      const terms = await claimTerms(tx, ticket, input.settings);
      let account = null;
      if (terms.kind === 'transfer') {
        account = await findBankAccountByUserId(tx, input.userId);
        if (!account) throw bankAccountError(PRIZE_CLAIM_MESSAGES.noBankAccount);
        const user = await findUserById(tx, input.userId);
        if (!accountNameMatches(account.account_name, user?.name ?? '', user?.lastname ?? ''))
          throw bankAccountError(PRIZE_CLAIM_MESSAGES.accountNameMismatch);
      }
      const stampDuty = terms.amounts.deductions.find((d) => d.key === 'stamp_duty');
      const fee = terms.amounts.deductions.find((d) => d.key === 'dealer_fee');
      const [claim] = await tx
        .insert(prizeClaims)
        .values({
          ticket_id: ticket.ticket_id,
          order_id: ticket.order_id,
          user_id: input.userId,
          store_id: ticket.store_id,
          draw_id: ticket.draw_id,
          kind: terms.kind,
          prizes: ticket.prizes,
          prize_satang: terms.amounts.prize_satang,
          stamp_duty_bps: stampDuty?.rate_bps ?? STAMP_DUTY_BPS,
          stamp_duty_satang: stampDuty?.amount_satang ?? 0,
          fee_bps: fee ? fee.rate_bps : null,
          fee_satang: fee?.amount_satang ?? 0,
          net_satang: terms.amounts.net_satang,
          bank_code: account?.bank_code ?? null,
          account_number: account?.account_number ?? null,
          account_name: account?.account_name ?? null,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning();
      await recordClaimNotice(tx, claim!, ticket.number);
      return claim!.id;
    });
  } catch (error) {
    // The other request of a pair got the ticket first.
    if (isUniqueViolation(error)) throw new HttpError(409, PRIZE_CLAIM_MESSAGES.alreadyClaimed);
    throw error;
  }
}
