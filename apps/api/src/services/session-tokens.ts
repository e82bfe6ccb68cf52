import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'wf_session';
export const CSRF_COOKIE = 'wf_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const BROWSER_SESSION_COOKIE = 'wf_bsid';

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
