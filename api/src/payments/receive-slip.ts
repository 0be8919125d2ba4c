import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { SLIP_MESSAGES } from './slip-messages';
import { cleanSlip } from './clean-slip';
import { readSlipForm } from './slip-form';
import { removeSlipFile, saveSlipFile } from './slip-storage';
import { markOfSlip, type SlipMark } from '#api/slip-checks/slip-mark';

export interface ReceivedSlip {
  file: string;
  mime: string;
  channel: string | null;
  /** Its QR reference or picture hash, for the sale to claim it by (`claimSlip`); null for a PDF. */
  mark: SlipMark | null;
}

/**
 * One transfer slip from a multipart request, for any sale that takes one (lottery orders, amulet
 * purchases): the channel field checked, the file judged by its bytes, decoded and written anew
 * (`cleanSlip`), its QR code read (`markOfSlip`) and stored, then `attach` records it. A refused file changes nothing: the sale
 * waits for another slip. If `attach` refuses, the stored file goes; the slip it replaced goes after it succeeds.
 */
export async function receiveSlip<T extends { replacedFile: string | null }>(
  request: FastifyRequest,
  dir: string,
  fieldsSchema: z.core.$ZodType<{ payment_channel?: string | null }>,
  attach: (slip: ReceivedSlip) => Promise<T>,
): Promise<T> {
  const form = await readSlipForm(request);
  const fields = z.safeParse(fieldsSchema, form.fields);
  if (!fields.success)
    throw new HttpError(400, SLIP_MESSAGES.slipBadChannel, [
      { field: 'payment_channel', message: SLIP_MESSAGES.slipBadChannel },
    ]);
  const slip = await cleanSlip(form.file!);
  const mark = await markOfSlip(slip.data, slip.mime);
  const file = await saveSlipFile(dir, slip.data, slip.ext);
  let attached: T;
  try {
    attached = await attach({ file, mime: slip.mime, channel: fields.data.payment_channel ?? null, mark });
  } catch (error) {
    // The sale is unchanged: no file may stay behind for it.
    await removeSlipFile(dir, file);
    throw error;
  }
  // The slip a dealer or shop rejected is replaced by this one.
  if (attached.replacedFile) await removeSlipFile(dir, attached.replacedFile).catch(() => undefined);
  return attached;
}
