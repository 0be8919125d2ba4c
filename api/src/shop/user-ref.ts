import { SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';

/** Spec §7: the shop host's cart and purchase calls carry the member's ref as `x-user-ref`. */
export const UserRefHeadersSchema = z.looseObject({
  'x-user-ref': z
    .string({ error: SHOP_MESSAGES.userRefRequired })
    .trim()
    .min(1, SHOP_MESSAGES.userRefRequired)
    .max(64),
});

/** The header must name the member the bearer token belongs to: nobody works on another's cart. */
export function checkUserRef(request: FastifyRequest): void {
  if (request.headers['x-user-ref'] !== request.user.ref)
    throw new HttpError(403, SHOP_MESSAGES.userRefMismatch, [
      { field: 'x-user-ref', message: SHOP_MESSAGES.userRefMismatch },
    ]);
}
