import {
  MAX_TRACKING_TEXT_LENGTH,
  NETWORK_CALL_FAILED_EVENT,
} from '@wayfare/contracts/tracking-limits';

export { NETWORK_CALL_FAILED_EVENT };

/** Spec §7: every failed call except the event and user-info endpoints is reported. */
const UNREPORTED_ENDPOINTS = ['/tracking/event', '/engagement/event', '/userInfo'] as const;

export const RESPONSE_TEXT_LIMIT = 500;
/** The failed call's path and status text are cut too, so the event fits the server's body limit. */
export const ENDPOINT_LIMIT = 500;
export const STATUS_TEXT_LIMIT = 100;

/** The path relative to its API base: `/api/v0/userInfo?x=1` → `/userInfo`. */
export function stripApiBase(endpoint: string): string {
  const path = endpoint.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/^\/(admin\/)?api\/v\d+(?=\/|$)/, '') || '/';
}

export function shouldReportFailedCall(endpoint: string): boolean {
  const path = stripApiBase(endpoint).replace(/\/+$/, '');
  return !UNREPORTED_ENDPOINTS.some((excluded) => path === excluded);
}

export interface FailedCall {
  /** The page the user was on. */
  url: string;
  /** The API path that failed, including its base. */
  endpoint: string;
  status: number;
  statusText: string;
  responseText: string;
}

export interface FailedCallProperties {
  url: string;
  endpoint: string;
  status_code: number;
  status_text: string;
  response_text: string;
  [key: string]: string | number;
}

export function buildFailedCallProperties(call: FailedCall): FailedCallProperties {
  return {
    url: call.url.slice(0, MAX_TRACKING_TEXT_LENGTH),
    endpoint: call.endpoint.slice(0, ENDPOINT_LIMIT),
    status_code: call.status,
    status_text: call.statusText.slice(0, STATUS_TEXT_LIMIT),
    response_text: call.responseText.slice(0, RESPONSE_TEXT_LIMIT),
  };
}
