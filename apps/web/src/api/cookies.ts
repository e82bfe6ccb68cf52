/** The anti-forgery cookie the server sets (readable by scripts, spec §7). */
export const CSRF_COOKIE_NAME = 'wf_csrf';
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

const UNSAFE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.includes(method.toUpperCase());
}
