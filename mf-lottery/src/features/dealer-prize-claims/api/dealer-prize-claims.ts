import type { z } from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  DealerPrizeClaimSchema,
  type DealerPrizeClaim,
  type PrizeClaimStatus,
  type PrizeClaimStepBody,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { fetchPrivateFile } from '@chokdee/shared-kernel/api/orders';

export const DEALER_CLAIMS = '/public/bos/v1/dealer/prize-claims';

const ClaimEnvelope = dataEnvelope(DealerPrizeClaimSchema);
export const DealerPrizeClaimPageSchema = pageEnvelope(DealerPrizeClaimSchema);
export type DealerPrizeClaimPage = z.infer<typeof DealerPrizeClaimPageSchema>;

/** What the list and the CSV export are narrowed to; absent = every status, every draw. */
export interface ClaimFilter {
  status?: PrizeClaimStatus;
  /** 'YYYY-MM-DD' */
  drawDate?: string;
}

/** A slip is uploaded from a phone on a slow network: more than the default 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

const claimPath = (id: number) => `${DEALER_CLAIMS}/${id}`;

/** The query string of a filter, as the list and the export both take it. */
export function filterParams(filter: ClaimFilter): Record<string, string | undefined> {
  return { status: filter.status, draw_date: filter.drawDate };
}

/** One page of the store's claims, newest first; 401/403 when the token is not a dealer's. */
export async function fetchDealerPrizeClaims(
  filter: ClaimFilter & { page: number; perPage: number },
  options: CallOptions = {},
): Promise<DealerPrizeClaimPage> {
  return request(DealerPrizeClaimPageSchema, DEALER_CLAIMS, {
    searchParams: { ...filterParams(filter), page: filter.page, per_page: filter.perPage },
    ...options,
  });
}

/** The next step of a claim (checking, handed over, refused with a reason); answers it as it is now. */
export async function postClaimStep(
  id: number,
  body: PrizeClaimStepBody,
  options: CallOptions = {},
): Promise<DealerPrizeClaim> {
  const answer = await request(ClaimEnvelope, `${claimPath(id)}/steps`, {
    method: 'post',
    json: body,
    ...options,
  });
  return answer.data;
}

/** The transfer slip of a checked transfer claim (multipart `file`); answers the claim, now `paid`. */
export async function uploadPayoutSlip(
  id: number,
  file: File,
  options: CallOptions = {},
): Promise<DealerPrizeClaim> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await request(ClaimEnvelope, `${claimPath(id)}/payout`, {
    method: 'post',
    body,
    timeout: UPLOAD_TIMEOUT_MS,
    ...options,
  });
  return answer.data;
}

/** The transfer slip the store uploaded (image or PDF), fetched with the dealer's token. */
export function fetchPayoutSlip(id: number, options: CallOptions = {}): Promise<Blob> {
  return fetchPrivateFile(`${claimPath(id)}/payout-slip`, options);
}

/** Every claim matching the filter as the API's CSV file (UTF-8 with BOM, for Excel). */
export function fetchClaimsCsv(filter: ClaimFilter, options: CallOptions = {}): Promise<Blob> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filterParams(filter))) if (value) params.set(name, value);
  const search = params.toString();
  return fetchPrivateFile(`${DEALER_CLAIMS}/export${search ? `?${search}` : ''}`, options);
}
