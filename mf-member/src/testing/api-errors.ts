import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import type { FieldError } from '@chokdee/shared-contract/schemas/api-error';

/** An API failure as the kernel client throws it (spec §8 shape). */
export function apiError(status: number, message: string, errors: FieldError[] = []): ApiRequestError {
  return new ApiRequestError({ message, errors, status });
}
