// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** Spec §8: every failure, from the API or from the client itself, has this one shape. */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(FieldErrorSchema),
  status: z.number().check(z.int()),
  /**
   * Set on a refusal the apps act on rather than only show, e.g. `phone_not_verified` (see
   * `rules/buyer-requirements.ts`): the page leads the member to the fix.
   */
  code: z.optional(z.string()),
});

export type FieldError = z.infer<typeof FieldErrorSchema>;
export type ApiError = z.infer<typeof ApiErrorSchema>;
