import { dataEnvelope } from '../schemas/envelope';
import { ComplaintReceiptSchema, type ComplaintBody, type ComplaintReceipt } from '../schemas/complaint';
import { request } from './client';
import { afterChange } from '../stores/request-cache';
import { requestGroups } from './request-keys';

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
