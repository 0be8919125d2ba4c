import type { z } from 'zod/mini';
import type { FieldError } from '@chokdee/shared-contract/schemas/api-error';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The API's `errors[]` (spec §8) as one message per known form field; the first one wins. */
export function fieldErrorsFromApi<F extends string>(
  errors: FieldError[],
  fields: readonly F[],
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const { field, message } of errors) {
    const known = fields.find((f) => f === field);
    if (known && !result[known]) result[known] = message;
  }
  return result;
}

/** A zod failure of a form schema as one message per field. */
export function fieldErrorsFromZod<F extends string>(
  error: z.core.$ZodError,
  fields: readonly F[],
): FieldErrors<F> {
  return fieldErrorsFromApi(
    error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
    fields,
  );
}
