import { differenceHash } from './slip-dhash';
import { readQrText } from './slip-qr-reader';
import { greyThumbnail } from './slip-thumbnail';
import { parseSlipVerifyQr, type SlipVerifyQr } from './slip-verify-qr';

/** What tells one transfer slip from another: its QR's reference, else its picture (hash and thumbnail). */
export interface SlipMark {
  qr: SlipVerifyQr | null;
  /** Null for a blank picture: nothing to tell it by. */
  picture: { hash: bigint; thumbnail: Buffer } | null;
}

/**
 * The mark of a stored (already cleaned) slip. A PDF has none here: it is checked by the dealer's
 * eye alone. A picture the readers cannot handle has none either: the slip is judged as before.
 */
export async function markOfSlip(data: Buffer, mime: string): Promise<SlipMark | null> {
  if (!mime.startsWith('image/')) return null;
  try {
    const [text, hash, thumbnail] = await Promise.all([
      readQrText(data),
      differenceHash(data),
      greyThumbnail(data),
    ]);
    const qr = text ? parseSlipVerifyQr(text) : null;
    const picture = hash === null ? null : { hash, thumbnail };
    return qr || picture ? { qr, picture } : null;
  } catch {
    return null;
  }
}
