import type { ErrorCode } from '@wayfare/contracts/error-catalogue';
import { isErrorCode } from '@wayfare/contracts/error-catalogue';

/**
 * Every failed call, parsed into one shape (STYLE.md boundary 3). `code` is the spec code from the
 * body when the server sent one; network failures have status 0 and no code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly code: ErrorCode | null,
    message: string,
    readonly endpoint: string,
    readonly responseText: string,
    readonly field?: string,
    readonly referenceId?: string,
    /** Facts that explain the error (e.g. PriceChanged's totals), as the server sent them. */
    readonly details: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

export interface FailedResponse {
  status: number;
  statusText: string;
  responseText: string;
  endpoint: string;
}

function readString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Builds the ApiError for a non-2xx answer, whatever its body looks like. */
export function parseApiError(response: FailedResponse): ApiError {
  const body = parseJsonObject(response.responseText);
  const rawCode = body?.code;
  const code = isErrorCode(rawCode) ? rawCode : null;
  const message =
    (body && readString(body, 'message')) ??
    (response.statusText || `Request failed with status ${response.status}`);
  return new ApiError(
    response.status,
    response.statusText,
    code,
    message,
    response.endpoint,
    response.responseText,
    body ? readString(body, 'field') : undefined,
    body ? readString(body, 'referenceId') : undefined,
    body ? readDetails(body.details) : {},
  );
}

function readDetails(value: unknown): Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** A fetch that never reached the server (offline, DNS, CORS): status 0. */
export function createNetworkError(endpoint: string, cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : 'Network request failed';
  return new ApiError(0, 'Network Error', null, detail, endpoint, '');
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
