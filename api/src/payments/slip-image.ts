import { SLIP_MAX_PIXELS } from '@chokdee/shared-contract/schemas/order';
import sharp from 'sharp';
import { HttpError } from '#api/lib/http-error';
import { SLIP_MESSAGES } from './slip-messages';

export type SlipImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

const refused = (message: string) => new HttpError(422, message, [{ field: 'file', message }]);

/**
 * Decodes the whole picture and writes it anew in its own format: whatever rode after or inside
 * it (HTML after the PNG's end, a script after a JPEG header) is not in the new file, and neither
 * is its metadata (EXIF with the GPS position of the phone, XMP, ICC comments). The orientation
 * in the EXIF is applied first, so the slip still reads upright. Quality stays high: the dealer
 * reads small print and the slip's QR code from it.
 */
export async function reencodeSlipImage(data: Buffer, mime: SlipImageMime): Promise<Buffer> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only: no pixel is decoded yet (so no limit is needed to read it).
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw refused(SLIP_MESSAGES.slipUnreadable);
  }
  if (!width || !height) throw refused(SLIP_MESSAGES.slipUnreadable);
  if (width * height > SLIP_MAX_PIXELS) throw refused(SLIP_MESSAGES.slipTooManyPixels);
  try {
    // `limitInputPixels` again: the same limit holds whatever the header said above.
    const image = sharp(data, { limitInputPixels: SLIP_MAX_PIXELS, failOn: 'error' }).rotate();
    if (mime === 'image/jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    if (mime === 'image/png') return await image.png().toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    // Right magic bytes but pixels that do not decode: a fake, cut or broken picture.
    throw refused(SLIP_MESSAGES.slipUnreadable);
  }
}
