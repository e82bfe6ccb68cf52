/**
 * The anti-forgery cookie the server sets (readable by scripts, spec §7): `__Host-wf_csrf` over
 * HTTPS, `wf_csrf` in local development over plain HTTP.
 */
export const CSRF_COOKIE_NAMES = ['__Host-wf_csrf', 'wf_csrf'] as const;
export const CSRF_HEADER_NAME = 'X-CSRF-Token';

/** Reads one cookie from a `document.cookie` string. */
export function readCookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The anti-forgery token under whichever name the server uses. */
export function readCsrfToken(cookieString: string): string | null {
  for (const name of CSRF_COOKIE_NAMES) {
    const value = readCookieValue(cookieString, name);
    if (value) return value;
  }
  return null;
}

const UNSAFE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.includes(method.toUpperCase());
}
