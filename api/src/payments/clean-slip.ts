import { HttpError } from '#api/lib/http-error';
import { SLIP_MESSAGES } from './slip-messages';
import { reencodeSlipImage } from './slip-image';
import { rewriteSlipPdf } from './slip-pdf';
import { detectSlipType, type SlipMime } from './slip-type';

export interface CleanSlip {
  data: Buffer;
  mime: SlipMime;
  ext: string;
}

/**
 * What is stored of an uploaded slip: its type judged by its bytes, then the whole file decoded
 * and written anew (pictures by sharp, PDFs by pdf-lib), so nothing the member's file carried
 * besides the slip itself (appended HTML, scripts, EXIF with a GPS position) is kept or served.
 * Each refusal is a Thai 422 naming the `file` field.
 */
export async function cleanSlip(data: Buffer): Promise<CleanSlip> {
  const type = await detectSlipType(data);
  if (!type)
    throw new HttpError(422, SLIP_MESSAGES.slipBadType, [
      { field: 'file', message: SLIP_MESSAGES.slipBadType },
    ]);
  const clean =
    type.mime === 'application/pdf' ? await rewriteSlipPdf(data) : await reencodeSlipImage(data, type.mime);
  return { data: clean, ...type };
}
