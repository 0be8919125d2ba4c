import { differenceHash } from './slip-dhash';
import { readQrText } from './slip-qr-reader';
import { parseSlipVerifyQr, type SlipVerifyQr } from './slip-verify-qr';

/** What tells one transfer slip from another: its QR's reference, else its picture's hash. */
export interface SlipMark {
  qr: SlipVerifyQr | null;
  imageHash: bigint | null;
}

/**
 * The mark of a stored (already cleaned) slip. A PDF has none here: it is checked by the dealer's
 * eye alone. A picture the readers cannot handle has none either: the slip is judged as before.
 */
export async function markOfSlip(data: Buffer, mime: string): Promise<SlipMark | null> {
  if (!mime.startsWith('image/')) return null;
  try {
    const [text, imageHash] = await Promise.all([readQrText(data), differenceHash(data)]);
    const qr = text ? parseSlipVerifyQr(text) : null;
    return qr || imageHash !== null ? { qr, imageHash } : null;
  } catch {
    return null;
  }
}
