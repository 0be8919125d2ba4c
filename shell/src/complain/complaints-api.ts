import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  ComplaintReceiptSchema,
  type ComplaintBody,
  type ComplaintReceipt,
} from '@chokdee/shared-contract/schemas/complaint';
import {
  ComplaintStatusViewSchema,
  type ComplaintStatusView,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { request } from '@chokdee/shared-kernel/api/client';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

const ReceiptEnvelope = dataEnvelope(ComplaintReceiptSchema);

/** Sends the /complain form; field errors come back in the spec §8 error shape. */
export async function sendComplaint(body: ComplaintBody): Promise<ComplaintReceipt> {
  return (
    await afterChange(
      request(ReceiptEnvelope, '/public/v3/complaints', { method: 'post', json: body }),
      requestGroups.complaints,
    )
  ).data;
}

const StatusEnvelope = dataEnvelope(ComplaintStatusViewSchema);

/** Where a complaint stands and its answer, by the code its filer was given (no personal data). */
export async function lookUpComplaint(code: string, signal?: AbortSignal): Promise<ComplaintStatusView> {
  return (await request(StatusEnvelope, `/public/v3/complaints/${encodeURIComponent(code)}`, { signal }))
    .data;
}
