import { SLIP_MAX_BYTES } from '@chokdee/shared-contract/schemas/order';
// Brings in `request.parts()` (the plugin itself is registered by the slip routes).
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '#api/lib/http-error';
import { rejectUnsafeText } from '#api/plugins/unsafe-text-guard';
import { SLIP_MESSAGES } from './slip-messages';

/** @fastify/multipart limits for a slip: one file of at most 5 MB and a few short text fields. */
export const SLIP_MULTIPART_LIMITS = {
  fileSize: SLIP_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 200,
  fieldNameSize: 50,
  parts: 6,
  headerPairs: 50,
} as const;

export interface SlipForm {
  /** The part named `file`, or null when none was sent (or it was empty). */
  file: Buffer | null;
  fields: Record<string, string>;
}

const slipRequired = () =>
  new HttpError(400, SLIP_MESSAGES.slipRequired, [{ field: 'file', message: SLIP_MESSAGES.slipRequired }]);

/** @fastify/multipart's refusals (English) → our Thai ones, by their codes. */
function toHttpError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, SLIP_MESSAGES.slipTooLarge, [
        { field: 'file', message: SLIP_MESSAGES.slipTooLarge },
      ]);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, SLIP_MESSAGES.slipOneFile, [
        { field: 'file', message: SLIP_MESSAGES.slipOneFile },
      ]);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, SLIP_MESSAGES.slipNotMultipart);
    default:
      // Too many parts or fields, a `__proto__` field, no boundary, a body cut short…: whatever
      // else busboy or the stream throws comes from the body the client sent.
      return error instanceof HttpError ? error : new HttpError(400, SLIP_MESSAGES.slipBadForm);
  }
}

/**
 * Reads the whole form into memory (at most 5 MB, enforced while streaming by busboy): the file
 * is checked by its bytes before anything touches the disk or the order.
 */
export async function readSlipForm(request: FastifyRequest): Promise<SlipForm> {
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: SLIP_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && data.length > 0) file = data;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new HttpError(400, SLIP_MESSAGES.slipBadForm);
        if (typeof part.value === 'string') {
          // Read here, not by the body parser: the app's unsafe-text check runs on them here.
          rejectUnsafeText({ body: { [part.fieldname]: part.value } });
          fields[part.fieldname] = part.value;
        }
      }
    }
  } catch (error) {
    throw toHttpError(error);
  }
  if (!file) throw slipRequired();
  return { file, fields };
}
