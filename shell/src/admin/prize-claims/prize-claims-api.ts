import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  DealerPrizeClaimSchema,
  type PrizeClaimStatus,
  type PrizeClaimStepBody,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { staffCall, staffFile, staffUpload } from '@chokdee/shared-kernel/stores/staff-calls';

/** The list's question: a status (or all), a draw (or all), a page. */
export interface ClaimsQuery {
  status: PrizeClaimStatus | null;
  /** `YYYY-MM-DD`, or null for every draw. */
  drawDate: string | null;
  page: number;
}

export type ClaimsFilters = Pick<ClaimsQuery, 'status' | 'drawDate'>;

export const CLAIMS_PAGE_SIZE = 20;
const BASE = '/admin/v1/prize-claims';
const one = dataEnvelope(DealerPrizeClaimSchema);
// A slip photographed on a phone may be a few MB on a slow line.
const UPLOAD_TIMEOUT_MS = 60_000;

function filterParams(filters: ClaimsFilters): Record<string, string> {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.drawDate ? { draw_date: filters.drawDate } : {}),
  };
}

/** Every store's claims, newest first, a page at a time. */
export const fetchPrizeClaims = (query: ClaimsQuery, signal?: AbortSignal) =>
  staffCall(pageEnvelope(DealerPrizeClaimSchema), BASE, {
    searchParams: { ...filterParams(query), page: query.page, per_page: CLAIMS_PAGE_SIZE },
    signal,
  });

/** Start checking, hand over or refuse; the answer is the claim as it is now. */
export const stepPrizeClaim = (id: number, body: PrizeClaimStepBody) =>
  staffCall(one, `${BASE}/${id}/steps`, { method: 'post', json: body }).then((answer) => answer.data);

/** Pays a transfer claim: the transfer slip as the multipart part `file`. */
export async function payPrizeClaim(id: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await staffUpload(one, `${BASE}/${id}/payout`, body, { timeout: UPLOAD_TIMEOUT_MS });
  return answer.data;
}

/** The slip the claim was paid with (a private file: read with the staff token). */
export const fetchPayoutSlip = (id: number, signal?: AbortSignal) =>
  staffFile(`${BASE}/${id}/payout-slip`, signal);

/** The filtered list as the API's CSV file. */
export function fetchPrizeClaimsCsv(filters: ClaimsFilters): Promise<Blob> {
  const search = new URLSearchParams(filterParams(filters)).toString();
  return staffFile(`${BASE}/export${search ? `?${search}` : ''}`);
}
