import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/**
 * A CSV download for the back offices, past the JSON serializer the error answers use: a whole
 * text, or lines streamed as they are made. Private to whoever asked, never cached on the way.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  csv: string | AsyncIterable<string>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(typeof csv === 'string' ? csv : Readable.from(csv));
}
