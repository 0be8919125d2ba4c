import jsQR from 'jsqr';
import sharp from 'sharp';

/** Larger pictures are scaled down to fit this square first: a slip's QR stays readable, memory bounded. */
const READ_SIDE = 2400;

/**
 * The text of the QR code in a slip picture, or null when none is found. jsQR is pure JavaScript
 * (no native build); sharp, which already decodes every slip, hands it the pixels.
 */
export async function readQrText(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture, { failOn: 'error' })
    .resize({ width: READ_SIDE, height: READ_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  // Slips print dark on light; the inverted pass would only double the time.
  const found = jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' });
  return found?.data || null;
}
