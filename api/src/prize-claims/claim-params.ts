import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { PRIZE_CLAIM_MESSAGES } from './prize-claim-messages';

// Any text: an id that is not one (letters, beyond the int4 range) is simply not found.
export const ClaimIdParamsSchema = z.object({ id: z.string().max(40) });

/** The claim id of a path, or the 404 a claim nobody has gets. */
export function claimIdOf(text: string): number {
  const id = idFromText(text);
  if (id === null) throw new HttpError(404, PRIZE_CLAIM_MESSAGES.claimNotFound);
  return id;
}
