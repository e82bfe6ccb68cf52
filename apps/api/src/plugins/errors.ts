import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@wayfare/contracts/errors';
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

/** Fastify's client-error statuses that have their own code; any other 4xx is BadRequest. */
const CLIENT_ERROR_CODES = new Map<number, ErrorCode>([
  [413, 'PayloadTooLarge'],
  [415, 'UnsupportedMediaType'],
  [429, 'ExcessiveActivity'],
]);

/** How long a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

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

/**
 * Fastify's `frameworkErrors`: a URL that isn't valid percent-encoded UTF-8, or a path parameter
 * over the router's length limit, answered in the spec's shape instead of Fastify's (which also
 * echoes the path).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'params: a path parameter is too long.'
      : 'The address is not valid: check its encoding.';
  void reply.status(400).send({
    code: 'BadRequest',
    message,
    field: 'params',
    referenceId: request.id,
  } satisfies ErrorResponse);
}

/**
 * One mapping from failures to the spec's error shape (STYLE.md boundary 3). Errors are logged
 * through the logger's `err` serializer (logging.ts), which keeps a query's SQL and code but never
 * its parameters.
 */
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
      // Fastify's own refusals (body too large, content type, malformed JSON) keep their status.
      const code = CLIENT_ERROR_CODES.get(error.statusCode);
      status = code ? ERROR_CATALOGUE[code].status : 400;
      body = code
        ? { code, message: ERROR_CATALOGUE[code].message, referenceId }
        : { code: 'BadRequest', message: error.message, referenceId };
    } else if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      status = 503;
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = {
        code: 'ServiceUnavailable',
        message: ERROR_CATALOGUE.ServiceUnavailable.message,
        referenceId,
      };
    } else {
      request.log.error({ err: error }, 'unexpected failure');
      status = 500;
      body = { code: 'InternalError', message: ERROR_CATALOGUE.InternalError.message, referenceId };
    }
    void reply.status(status).send(body);
  });
}
