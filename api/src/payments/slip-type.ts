import type { SLIP_MIME_TYPES } from '@chokdee/shared-contract/schemas/order';
// The `core` entry: the same detector without Node's file readers (and loadable by jest).
import { fileTypeFromBuffer } from 'file-type/core';

export type SlipMime = (typeof SLIP_MIME_TYPES)[number];

const EXTENSIONS: Record<SlipMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * What a slip really is, read from its first bytes (magic numbers), never from the name or the
 * Content-Type the client sent; null unless it is a JPEG, PNG, WebP or PDF.
 */
export async function detectSlipType(data: Uint8Array): Promise<{ mime: SlipMime; ext: string } | null> {
  const found = await fileTypeFromBuffer(data);
  if (!found || !(found.mime in EXTENSIONS)) return null;
  const mime = found.mime as SlipMime;
  return { mime, ext: EXTENSIONS[mime] };
}

export function slipExtension(mime: string): string | undefined {
  return EXTENSIONS[mime as SlipMime];
}

/** The type of a stored slip from its file's extension (the store names files `<hex>.<ext>`). */
export function slipMimeOf(extension: string): SlipMime | undefined {
  return (Object.keys(EXTENSIONS) as SlipMime[]).find((mime) => EXTENSIONS[mime] === extension);
}
