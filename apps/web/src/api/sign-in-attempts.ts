/**
 * Guards against a sign-in loop: if the browser is sent to sign in again and again within a short
 * window (for example cookies are blocked), the app stops redirecting and explains instead.
 */
export const SIGN_IN_ATTEMPT_LIMIT = 3;
export const SIGN_IN_ATTEMPT_WINDOW_MS = 120_000;

function parseAttempts(stored: string | null): number[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((item): item is number => typeof item === 'number')
      : [];
  } catch {
    return [];
  }
}

export interface SignInAttemptDecision {
  /** The value to store back under the invalid-session key. */
  stored: string;
  allowed: boolean;
}

export function recordSignInAttempt(stored: string | null, now: number): SignInAttemptDecision {
  const recent = parseAttempts(stored).filter((time) => now - time < SIGN_IN_ATTEMPT_WINDOW_MS);
  const allowed = recent.length < SIGN_IN_ATTEMPT_LIMIT;
  const next = allowed ? [...recent, now] : recent;
  return { stored: JSON.stringify(next), allowed };
}
