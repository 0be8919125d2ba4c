import type {
  PrizeClaimKind,
  PrizeClaimStatus,
  PrizeClaimStepBody,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { orderItems } from '#api/lottery-sales/inventory-tables';
import { recordClaimNotice } from './claim-notice';
import { findClaim, type ClaimScope } from './claims-repository';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';
import { prizeClaims, type PrizeClaimRow } from './prize-claims-tables';

/** What a step needs of the claim, what it writes, and what it says when the claim is elsewhere. */
interface Transition {
  from: readonly PrizeClaimStatus[];
  kind?: PrizeClaimKind;
  to: PrizeClaimStatus;
  set: (now: Date) => Partial<PrizeClaimRow>;
  refusal: string;
}

export type ClaimStep = PrizeClaimStepBody | { step: 'paid'; payoutSlip: string };

function transitionOf(step: ClaimStep): Transition {
  switch (step.step) {
    case 'checking':
      return {
        from: ['requested'],
        to: 'checking',
        set: (now) => ({ checking_at: now }),
        refusal: PRIZE_CLAIM_MESSAGES.checkingOnlyFromRequested,
      };
    case 'handed_over':
      return {
        from: ['checking'],
        kind: 'in_person',
        to: 'handed_over',
        set: (now) => ({ settled_at: now }),
        refusal: PRIZE_CLAIM_MESSAGES.handOverOnlyInPerson,
      };
    case 'refused':
      return {
        from: ['requested', 'checking'],
        to: 'refused',
        set: (now) => ({ refused_at: now, refuse_reason: step.reason }),
        refusal: PRIZE_CLAIM_MESSAGES.refuseOnlyOpen,
      };
    case 'paid':
      return {
        from: ['checking'],
        kind: 'transfer',
        to: 'paid',
        set: (now) => ({ settled_at: now, payout_slip: step.payoutSlip }),
        refusal: PRIZE_CLAIM_MESSAGES.payoutOnlyTransfer,
      };
  }
}

async function ticketNumber(tx: Executor, claim: PrizeClaimRow): Promise<string> {
  const [item] = await tx
    .select({ number: orderItems.number })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, claim.order_id), eq(orderItems.ticket_id, claim.ticket_id)));
  return String(item?.number ?? '').padStart(6, '0');
}

/**
 * Moves a claim one step, by a dealer (scope: their store) or the payout staff (every store). ONE
 * conditional UPDATE: of two people pressing at once, the second finds the status already moved
 * (no row) and gets 409, and the member is told once, in the step's own transaction.
 */
export async function stepClaim(
  db: Database,
  input: { id: number; scope: ClaimScope; step: ClaimStep; now: Date },
): Promise<PrizeClaimRow> {
  const transition = transitionOf(input.step);
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(prizeClaims)
      .set({ ...transition.set(input.now), status: transition.to, updated_at: input.now })
      .where(
        and(
          eq(prizeClaims.id, input.id),
          input.scope.storeId === undefined ? undefined : eq(prizeClaims.store_id, input.scope.storeId),
          inArray(prizeClaims.status, [...transition.from]),
          transition.kind ? eq(prizeClaims.kind, transition.kind) : undefined,
        ),
      )
      .returning();
    if (!row) return null;
    await recordClaimNotice(tx, row, await ticketNumber(tx, row));
    return row;
  });
  if (moved) return moved;
  if (!(await findClaim(db, input.id, input.scope)))
    throw new HttpError(404, PRIZE_CLAIM_MESSAGES.claimNotFound);
  throw new HttpError(409, transition.refusal);
}
