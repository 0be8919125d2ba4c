import { PRAY_LIMITS, PRAY_MESSAGES, PRAY_PICTURE_MIME_TYPES } from '@chokdee/shared-contract/schemas/pray';
// The `core` entry: the same detector without Node's file readers (and loadable by jest).
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';

/** Web size for the project page and the share preview; thumbnail for cards and lists. */
export const WEB_WIDTH = 1200;
export const THUMB_WIDTH = 480;
/** A decompression bomb (a tiny file claiming a huge canvas) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedPicture {
  web: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const badType = () =>
  new HttpError(422, PRAY_MESSAGES.pictureBadType, [
    { field: 'file', message: PRAY_MESSAGES.pictureBadType },
  ]);

/**
 * Judges the upload by its bytes (never its name or Content-Type), then re-encodes it with sharp:
 * EXIF (GPS included) is dropped, the orientation applied, and two WebP sizes made.
 */
export async function processPrayPicture(data: Buffer): Promise<ProcessedPicture> {
  if (data.length > PRAY_LIMITS.pictureMaxBytes)
    throw new HttpError(413, PRAY_MESSAGES.pictureTooLarge, [
      { field: 'file', message: PRAY_MESSAGES.pictureTooLarge },
    ]);
  const found = await fileTypeFromBuffer(data);
  if (!found || !(PRAY_PICTURE_MIME_TYPES as readonly string[]).includes(found.mime)) throw badType();
  try {
    const source = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const web = await source()
      .resize({ width: WEB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await source()
      .resize({ width: THUMB_WIDTH, height: Math.round((THUMB_WIDTH * 9) / 16), fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    return { web: web.data, thumb, width: web.info.width, height: web.info.height };
  } catch {
    // Right magic bytes but a body sharp cannot decode: a fake or broken picture.
    throw badType();
  }
}
