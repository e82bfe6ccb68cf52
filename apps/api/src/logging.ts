import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Env } from './env';

/** What every log line's `err` becomes: the error's kind, code and statement, never its values. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  /** A failed database query's SQL text (its parameters are `$1`, `$2`: the values stay out). */
  query?: string;
  /** PostgreSQL's identifiers for the failure (not its `detail`, which quotes the row). */
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  stack?: string;
  cause?: LoggedError;
}

const MAX_CAUSE_DEPTH = 5;
const MAX_QUERY_LENGTH = 2000;
const REDACTED = '[redacted]';

/** Words after which PostgreSQL quotes an identifier (safe to keep); any other quote is a value. */
const IDENTIFIER_WORDS =
  /\b(?:relation|constraint|column|table|index|type|function|schema|database|sequence|operator|role|extension|trigger|view|cursor|savepoint|statement|prepared statement)\s*$/i;

function isSqlState(code: string | undefined): boolean {
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * The message without values: Drizzle's "Failed query: … params: …" loses its parameters, and a
 * database error's quoted values (`invalid input syntax for type integer: "X1234"`) are masked.
 */
function sanitizeMessage(message: string, code: string | undefined): string {
  const withoutParams = message.replace(/\nparams:[\s\S]*$/, '');
  // Drizzle's statement quotes identifiers only (values are `$n` parameters): keep it as it is.
  if (!isSqlState(code)) return withoutParams;
  return withoutParams.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    IDENTIFIER_WORDS.test(withoutParams.slice(0, offset)) ? quoted : `"${REDACTED}"`,
  );
}

function readString(value: object, key: string): string | undefined {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

function describeType(value: object): string {
  if (value instanceof Error) {
    const constructorName = value.constructor.name;
    return value.name === 'Error' && constructorName ? constructorName : value.name;
  }
  return readString(value, 'type') ?? readString(value, 'name') ?? 'Object';
}

/**
 * The one error serializer of the logger (every `{ err }` in the app goes through it): type, code,
 * message and stack with values masked, a query's SQL text without its parameters, then the same
 * for each `cause`. Other properties of the error (Drizzle's `params`, PostgreSQL's `detail`) are
 * dropped, since that is where personal data sits.
 */
export function serializeErrorForLog(value: unknown, depth = 0): LoggedError {
  if (value === null || typeof value !== 'object') return { type: typeof value, message: '' };
  const code = readString(value, 'code');
  const rawMessage = readString(value, 'message') ?? '';
  const message = sanitizeMessage(rawMessage, code);
  const type = describeType(value);
  const logged: LoggedError = { type, message };
  if (code !== undefined) logged.code = code;
  const query = readString(value, 'query');
  if (query !== undefined) logged.query = query.slice(0, MAX_QUERY_LENGTH);
  for (const key of ['constraint', 'table', 'column'] as const) {
    const identifier = readString(value, key);
    if (identifier !== undefined) logged[key] = identifier;
  }
  const statusCode = (value as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') logged.statusCode = statusCode;
  const stack = readString(value, 'stack');
  if (stack !== undefined) {
    // The stack's first lines repeat the message; keep only the frames.
    const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  const cause = (value as { cause?: unknown }).cause;
  if (cause !== undefined && depth < MAX_CAUSE_DEPTH)
    logged.cause = serializeErrorForLog(cause, depth + 1);
  return logged;
}

/** Query parameters that carry one-time codes, sign-in state, card tokens or who someone is. */
const SENSITIVE_QUERY_KEY =
  /^(?:code|state|nonce|.*token|.*secret|password|session|passport.*|dateofbirth|dob|cvc|cardnumber|email|lastname|profilereferenceid)$/i;
/** Path segments that are card tokens: `/api/v0/paymentMethods/:cardToken`. */
const SENSITIVE_PATH = /(\/paymentMethods\/)[^/?#]+/i;

/** The request's URL with sign-in codes, states and card tokens replaced by `[redacted]`. */
export function redactUrlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(
    SENSITIVE_PATH,
    `$1${REDACTED}`,
  );
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawKey = separator < 0 ? pair : pair.slice(0, separator);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replaceAll('+', ' '));
      } catch {
        // A malformed escape is logged as sent; only the value may be personal.
      }
      return separator >= 0 && SENSITIVE_QUERY_KEY.test(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequestSource {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serializer, with the URL redacted (sign-in callback, card tokens). */
export function serializeRequestForLog(request: LoggedRequestSource) {
  return {
    method: request.method,
    url: redactUrlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Field names that hold personal data or secrets, redacted wherever they appear in a log object. */
const PERSONAL_FIELDS = [
  'passport',
  'passportNumber',
  'dateOfBirth',
  'knownTravelerNumber',
  'tsaRedressNumber',
  'redressNumber',
  // Loyalty programme numbers (car rental companies, hotel chains): personal, like traveler numbers.
  'loyaltyNumber',
  // A guest's free-text note to a home's host (issue 22) may say anything about them.
  'messageToHost',
  'cardNumber',
  'number',
  'cvc',
  'cvv',
  'securityCode',
  'params',
];

/** Personal data and secrets that must never reach a log line (pino's paths, up to three deep). */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** The API's logger: level from the environment, redaction, and the serializers above. */
export function createLoggerOptions(
  env: Pick<Env, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
    serializers: {
      err: (error) => {
        const logged = serializeErrorForLog(error);
        return { ...logged, stack: logged.stack ?? '' };
      },
      req: serializeRequestForLog,
    },
    ...(stream ? { stream } : {}),
  };
}
