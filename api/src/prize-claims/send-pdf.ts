import type { FastifyReply } from 'fastify';

/** A PDF the member keeps (an attachment), never cached on the way. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Uint8Array): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Buffer.from(pdf));
}
