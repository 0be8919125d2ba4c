import type { FastifyReply } from 'fastify';
import type { OrderRow } from './inventory-tables';
import { HttpError } from '#api/lib/http-error';
import { ORDER_MESSAGES } from './order-messages';
import { readSlipFile } from '#api/payments/slip-storage';
import { slipExtension } from '#api/payments/slip-type';
import { sendPrivateSlip } from '#api/payments/send-private-slip';

/**
 * Sends an order's slip to someone allowed to see it (its member, its store's dealer): never
 * cached, never sniffed into another type, shown inline under a name made from the order code.
 */
export async function sendSlip(
  reply: FastifyReply,
  order: OrderRow,
  slipsDir: string,
): Promise<FastifyReply> {
  if (!order.slip_file || !order.slip_mime) throw new HttpError(404, ORDER_MESSAGES.slipNotFound);
  const data = await readSlipFile(slipsDir, order.slip_file);
  if (!data) throw new HttpError(404, ORDER_MESSAGES.slipNotFound);
  const name = `slip-${order.code.replace(/[^0-9A-Za-z-]/g, '')}.${slipExtension(order.slip_mime) ?? 'bin'}`;
  return sendPrivateSlip(reply, { data, mime: order.slip_mime, filename: name });
}
