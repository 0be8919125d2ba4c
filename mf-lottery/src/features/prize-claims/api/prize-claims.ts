import type { z } from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PrizeClaimQuoteSchema,
  PrizeClaimSchema,
  type PrizeClaim,
  type PrizeClaimQuote,
  type PrizeClaimStatus,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { fetchPrivateFile } from '@chokdee/shared-kernel/api/orders';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { prizeClaimGroup } from './prize-claim-keys';

const CLAIMS = '/public/bos/v1/prize-claims';

const QuoteEnvelope = dataEnvelope(PrizeClaimQuoteSchema);
const ClaimEnvelope = dataEnvelope(PrizeClaimSchema);
export const PrizeClaimPageSchema = pageEnvelope(PrizeClaimSchema);
export type PrizeClaimPage = z.infer<typeof PrizeClaimPageSchema>;

export interface PrizeClaimPageQuery {
  status?: PrizeClaimStatus;
  draw_date?: string;
  page?: number;
  per_page?: number;
}

const claimPath = (claimId: number) => `${CLAIMS}/${claimId}`;

/** What claiming a winning ticket would pay, the account on file and the claim it already has. */
export async function fetchClaimQuote(ticketId: number, options: CallOptions = {}): Promise<PrizeClaimQuote> {
  return (await request(QuoteEnvelope, `${CLAIMS}/quote/${ticketId}`, options)).data;
}

/** Claims one winning ticket; every read of the claims (quote, lists, the ticket links) is stale after it. */
export async function createPrizeClaim(ticketId: number, options: CallOptions = {}): Promise<PrizeClaim> {
  const answer = await afterChange(
    request(ClaimEnvelope, CLAIMS, { method: 'post', json: { ticket_id: ticketId }, ...options }),
    prizeClaimGroup,
  );
  return answer.data;
}

/** The member's claims, newest first, one page at a time. */
export async function fetchPrizeClaims(
  query: PrizeClaimPageQuery = {},
  options: CallOptions = {},
): Promise<PrizeClaimPage> {
  return request(PrizeClaimPageSchema, CLAIMS, { searchParams: { ...query }, ...options });
}

/** One of the member's claims; another member's → 404. */
export async function fetchPrizeClaim(claimId: number, options: CallOptions = {}): Promise<PrizeClaim> {
  return (await request(ClaimEnvelope, claimPath(claimId), options)).data;
}

/** The dealer's transfer slip of a paid claim (private: fetched with the member's token). */
export async function fetchPayoutSlip(claimId: number, options: CallOptions = {}): Promise<Blob> {
  return fetchPrivateFile(`${claimPath(claimId)}/payout-slip`, options);
}

/** The receipt PDF of a paid or handed-over claim. */
export async function fetchClaimReceipt(claimId: number, options: CallOptions = {}): Promise<Blob> {
  return fetchPrivateFile(`${claimPath(claimId)}/receipt`, options);
}
