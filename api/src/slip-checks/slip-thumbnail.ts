import sharp from 'sharp';

/** A slip shrunk to this many grey cells (portrait, as slips are): enough to see its lines of text. */
const WIDTH = 48;
const HEIGHT = 72;
/** A cell this much darker or lighter is a real difference (a digit, a name), not recompression. */
const CELL_CHANGE = 24;
/** More changed cells than this: another slip. Kept strict: a false match refuses a real payment. */
const MAX_CHANGED_CELLS = 4;

/**
 * The slip's grey thumbnail. The 64-bit hash alone cannot tell two transfers made from one bank
 * app apart (the same layout, only the amount, name and time differ), so a near hash is confirmed
 * against this: the same slip re-saved or rescaled changes almost no cell, another transfer many.
 */
export function greyThumbnail(picture: Buffer): Promise<Buffer> {
  // The light blur after shrinking keeps a sharp edge that falls between two cells from counting as a change.
  return sharp(picture, { failOn: 'error' })
    .greyscale()
    .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'linear' })
    .blur(0.8)
    .raw()
    .toBuffer();
}

/** Whether two thumbnails show the same slip. */
export function sameThumbnail(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let changed = 0;
  for (let i = 0; i < a.length; i++)
    if (Math.abs(a[i]! - b[i]!) > CELL_CHANGE && ++changed > MAX_CHANGED_CELLS) return false;
  return true;
}
