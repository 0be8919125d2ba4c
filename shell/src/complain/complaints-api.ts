import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  ComplaintReceiptSchema,
  type ComplaintBody,
  type ComplaintReceipt,
} from '@chokdee/shared-contract/schemas/complaint';
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
