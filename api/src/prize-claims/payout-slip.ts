import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { receiveSlip } from '#api/payments/receive-slip';
import { readSlipFile } from '#api/payments/slip-storage';
import { sendPrivateSlip } from '#api/payments/send-private-slip';
import { slipMimeOf } from '#api/payments/slip-type';
import { claimCode, type ClaimViewRow } from './claim-view';
import { stepClaim } from './claim-steps';
import type { ClaimScope } from './claims-repository';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';

/** A payout carries no field but its file. */
const NoFieldsSchema = z.object({});

/**
 * The dealer (or payout staff) pays a checked transfer claim: the slip is received like a
 * member's payment slip (judged by its bytes, at most 5 MB, decoded and written anew, private),
 * then the claim moves to `paid` in one conditional UPDATE. A refused step leaves no file.
 */
export async function payClaim(
  db: Database,
  request: FastifyRequest,
  input: { id: number; scope: ClaimScope; slipsDir: string; now: Date },
): Promise<void> {
  await receiveSlip(request, input.slipsDir, NoFieldsSchema, async (slip) => {
    await stepClaim(db, {
      id: input.id,
      scope: input.scope,
      step: { step: 'paid', payoutSlip: slip.file },
      now: input.now,
    });
    return { replacedFile: null };
  });
}

/** The payout slip to the member, their store's dealer or the payout staff: private, never sniffed. */
export async function sendPayoutSlip(
  reply: FastifyReply,
  row: ClaimViewRow,
  slipsDir: string,
): Promise<FastifyReply> {
  const file = row.claim.payout_slip;
  const data = file ? await readSlipFile(slipsDir, file) : null;
  if (!file || !data) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.payoutSlipNotFound);
  const ext = file.slice(file.lastIndexOf('.') + 1);
  return sendPrivateSlip(reply, {
    data,
    mime: slipMimeOf(ext) ?? 'application/octet-stream',
    filename: `payout-${claimCode(row.claim.id)}.${ext}`,
  });
}
