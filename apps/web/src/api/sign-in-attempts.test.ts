import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_ATTEMPT_LIMIT,
  SIGN_IN_ATTEMPT_WINDOW_MS,
  recordSignInAttempt,
} from './sign-in-attempts';

describe('recordSignInAttempt', () => {
  it('allows up to the limit within the window, then refuses', () => {
    let stored: string | null = null;
    for (let i = 0; i < SIGN_IN_ATTEMPT_LIMIT; i += 1) {
      const decision = recordSignInAttempt(stored, 1_000 + i);
      expect(decision.allowed).toBe(true);
      stored = decision.stored;
    }
    expect(recordSignInAttempt(stored, 2_000).allowed).toBe(false);
  });

  it('forgets attempts older than the window', () => {
    const old = JSON.stringify([0, 1, 2]);
    expect(recordSignInAttempt(old, SIGN_IN_ATTEMPT_WINDOW_MS - 1).allowed).toBe(false);
    expect(recordSignInAttempt(old, SIGN_IN_ATTEMPT_WINDOW_MS + 2).allowed).toBe(true);
  });

  it('ignores a corrupt stored value', () => {
    expect(recordSignInAttempt('not json', 5).allowed).toBe(true);
    expect(recordSignInAttempt('{"a":1}', 5).stored).toBe('[5]');
  });
});
