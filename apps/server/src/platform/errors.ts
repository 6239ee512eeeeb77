import { ERROR_STATUS, type ErrorCode, type FieldError } from '@wm/contracts';

/** The one business error. The error handler turns it into the envelope, localised. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params?: Record<string, string | number>,
    readonly fieldErrors?: FieldError[],
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

/** A 400 on one field, reported like a schema validation error. */
export const fieldError = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', undefined, [{ field, message: messageKey }]);
