import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@wayfare/contracts/errors';
import { ERROR_CATALOGUE } from '@wayfare/contracts/errors';
import { AppError } from '../app-error';

/** Driver and server codes that mean the database cannot be reached right now. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function isDatabaseDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    if (/Connection terminated|PGlite is closed|pool after calling end/i.test(current.message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** One mapping from failures to the spec's error shape (STYLE.md boundary 3). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const referenceId = request.id;
    let body: ErrorResponse;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      body = {
        code: error.code,
        message: error.message,
        referenceId,
        ...(error.field ? { field: error.field } : {}),
        ...(error.details ? { details: error.details } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const where = error.validationContext ?? 'body';
      const field = path || where;
      status = 400;
      body = {
        code: 'BadRequest',
        message: `${field}: ${first?.message ?? 'is not valid'}`,
        field,
        referenceId,
      };
    } else if (
      'statusCode' in error &&
      typeof error.statusCode === 'number' &&
      error.statusCode < 500
    ) {
      status = error.statusCode === 429 ? 429 : 400;
      body =
        status === 429
          ? {
              code: 'ExcessiveActivity',
              message: ERROR_CATALOGUE.ExcessiveActivity.message,
              referenceId,
            }
          : { code: 'BadRequest', message: error.message, referenceId };
    } else if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      status = 503;
      body = {
        code: 'ServiceUnavailable',
        message: ERROR_CATALOGUE.ServiceUnavailable.message,
        referenceId,
      };
    } else {
      request.log.error({ err: error }, 'unexpected failure');
      status = 500;
      body = {
        code: 'ServiceUnavailable',
        message: 'Something went wrong on our side. Please try again.',
        referenceId,
      };
    }
    void reply.status(status).send(body);
  });
}
