import type { FastifyReply } from 'fastify';

/**
 * Sends a stored slip (a member's payment, a dealer's payout) to someone allowed to see it: never
 * cached, never sniffed into another type, and opened on its own it runs nothing and loads
 * nothing. `filename`, when given, names it for saving; it is shown inline either way.
 */
export function sendPrivateSlip(
  reply: FastifyReply,
  slip: { data: Buffer; mime: string; filename?: string },
): FastifyReply {
  reply
    .header('content-type', slip.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
  if (slip.filename) reply.header('content-disposition', `inline; filename="${slip.filename}"`);
  return reply.send(slip.data);
}
