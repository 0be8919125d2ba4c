import type { FieldError } from '@chokdee/shared-kernel/schemas/api-error';

/** An error a handler throws on purpose: its Thai message is safe to show, whatever the status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
