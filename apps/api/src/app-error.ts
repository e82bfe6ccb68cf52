import { ERROR_CATALOGUE, type ErrorCode } from '@wayfare/contracts/errors';

/** An expected failure with a spec code; the error handler turns it into the catalogue's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly details: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    field?: string,
    details?: Record<string, string | number>,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.field = field;
    this.details = details;
  }
}
