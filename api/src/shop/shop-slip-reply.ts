import type { FastifyReply } from 'fastify';
import type { ShopPurchaseRow } from './shop-tables';
import { HttpError } from '../lib/http-error';
import { readSlipFile } from '#api/payments/slip-storage';
import { sendPrivateSlip } from '#api/payments/send-private-slip';

/**
 * Sends a purchase's slip to staff: never cached, never sniffed into another type, and opened on
 * its own it runs nothing and loads nothing (a member's upload).
 */
export async function sendPurchaseSlip(
  reply: FastifyReply,
  row: ShopPurchaseRow,
  slipsDir: string,
): Promise<FastifyReply> {
  const data = row.slip_file && row.slip_mime ? await readSlipFile(slipsDir, row.slip_file) : null;
  if (!data || !row.slip_mime) throw new HttpError(404, 'ไม่พบสลิปการชำระเงิน');
  return sendPrivateSlip(reply, { data, mime: row.slip_mime });
}
