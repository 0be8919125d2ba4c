import { z } from 'zod';

/** Spec §8: every failure, from the API or from the client itself, has this one shape. */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(FieldErrorSchema),
  status: z.number().int(),
});

export type FieldError = z.infer<typeof FieldErrorSchema>;
export type ApiError = z.infer<typeof ApiErrorSchema>;
