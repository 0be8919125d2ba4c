import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** A CSV download streamed as it is made, past the JSON serializer the error answers use. */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines));
}

/** A PDF the member keeps (an attachment), never cached on the way. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Uint8Array): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Buffer.from(pdf));
}
