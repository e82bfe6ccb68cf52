import type { EmailDeliveryStatus } from '@wayfare/contracts/sandbox';

/** Tries per message before it is left as Failed (the first try and five retries). */
export const EMAIL_MAX_ATTEMPTS = 6;
/** The wait after the first failed try; it doubles after each further failure. */
export const EMAIL_RETRY_BASE_SECONDS = 60;
export const EMAIL_RETRY_MAX_SECONDS = 3_600;
/**
 * How long a sender owns the messages it claimed. A sender that dies mid-send loses the claim after
 * this and another one retries the message, which may then arrive twice (at least once, not exactly
 * once); the SMTP timeouts are set well below it so a live sender never outlasts its claim.
 */
export const EMAIL_CLAIM_LEASE_SECONDS = 120;

export type EmailFailureOutcome = { kind: 'retry'; retryAt: Date } | { kind: 'giveUp' };

/**
 * What follows a failed attempt: a permanent rejection (the server said the message will never be
 * accepted) or the last allowed attempt gives up; otherwise retry after 1 min, 2, 4, 8 …, at most an
 * hour.
 */
export function decideAfterEmailFailure(
  now: Date,
  attemptsSoFar: number,
  isPermanent: boolean,
): EmailFailureOutcome {
  if (isPermanent || attemptsSoFar >= EMAIL_MAX_ATTEMPTS) return { kind: 'giveUp' };
  const exponent = Math.max(0, attemptsSoFar - 1);
  const seconds = Math.min(EMAIL_RETRY_MAX_SECONDS, EMAIL_RETRY_BASE_SECONDS * 2 ** exponent);
  return { kind: 'retry', retryAt: new Date(now.getTime() + seconds * 1000) };
}

export function describeEmailDelivery(state: {
  sentAt: Date | null;
  failedAt: Date | null;
}): EmailDeliveryStatus {
  if (state.sentAt) return 'Sent';
  return state.failedAt ? 'Failed' : 'Pending';
}
