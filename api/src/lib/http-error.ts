import type { FieldError } from '@chokdee/shared-contract/schemas/api-error';

/** An error a handler throws on purpose: its Thai message is safe to show, whatever the status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** A code the apps act on (ApiError `code`), e.g. `phone_not_verified`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
