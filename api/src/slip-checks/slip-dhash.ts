import sharp from 'sharp';

/**
 * Pictures this close (differing bits of 64) may be the same slip (re-saving one moves a few bits);
 * the thumbnails then decide (`sameThumbnail`).
 */
export const NEAR_PICTURE_DISTANCE = 10;

/** A picture whose 9 × 8 grey version spans fewer levels than this carries nothing to tell it by. */
const MIN_DETAIL = 16;

/**
 * A 64-bit difference hash (dHash) of a picture: shrunk to 9 × 8 grey pixels, each bit says whether
 * a pixel is brighter than its right neighbour. Re-saving, rescaling or recompressing the same slip
 * changes few bits; another slip changes many. Answered as a signed 64-bit integer (PostgreSQL's
 * `bigint`), or null for a picture with almost nothing on it (a blank or one-colour image), which
 * would match every other blank picture.
 */
export async function differenceHash(picture: Buffer): Promise<bigint | null> {
  const grey = await sharp(picture, { failOn: 'error' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  if (Math.max(...grey) - Math.min(...grey) < MIN_DETAIL) return null;
  let hash = 0n;
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++)
      hash = (hash << 1n) | (grey[row * 9 + col]! > grey[row * 9 + col + 1]! ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
