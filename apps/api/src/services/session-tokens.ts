import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'wf_session';
export const CSRF_COOKIE = 'wf_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const BROWSER_SESSION_COOKIE = 'wf_bsid';

/**
 * The name a cookie goes by: over HTTPS (`COOKIE_SECURE`) the `__Host-` prefix, so the browser
 * only accepts it Secure, on Path=/ and without a Domain, and no sibling subdomain can set it.
 * Reading uses the same name, so only the cookie of the name in force counts.
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

export function createSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Only the hash of a session secret is stored, so a database leak does not leak sessions. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
