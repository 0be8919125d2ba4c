import { PRAY_LIMITS, PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
// Brings in `request.file()` (the plugin itself is registered by the member project routes).
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

/** One picture part, at most 5 MB (busboy stops reading past it), no text fields. */
export const PICTURE_MULTIPART_LIMITS = {
  fileSize: PRAY_LIMITS.pictureMaxBytes,
  files: 1,
  fields: 2,
  fieldSize: 100,
  fieldNameSize: 50,
  parts: 3,
  headerPairs: 50,
} as const;

const required = () =>
  new HttpError(400, PRAY_MESSAGES.pictureRequired, [
    { field: 'file', message: PRAY_MESSAGES.pictureRequired },
  ]);

/** The bytes of the `file` part; @fastify/multipart's English refusals become Thai ones. */
export async function readPicturePart(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: PICTURE_MULTIPART_LIMITS })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) data = bytes;
      } else if (part.type === 'file') {
        await part.toBuffer();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, PRAY_MESSAGES.pictureTooLarge, [
        { field: 'file', message: PRAY_MESSAGES.pictureTooLarge },
      ]);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, PRAY_MESSAGES.pictureRequired);
    throw error instanceof HttpError ? error : required();
  }
  if (!data) throw required();
  return data;
}
