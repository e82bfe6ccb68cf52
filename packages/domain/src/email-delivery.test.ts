import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_ATTEMPTS,
  EMAIL_RETRY_MAX_SECONDS,
  decideAfterEmailFailure,
  describeEmailDelivery,
} from './email-delivery';

const now = new Date('2026-11-23T15:00:00Z');

function retryDelaySeconds(attemptsSoFar: number): number {
  const outcome = decideAfterEmailFailure(now, attemptsSoFar, false);
  if (outcome.kind !== 'retry') throw new Error(`gave up after ${attemptsSoFar}`);
  return (outcome.retryAt.getTime() - now.getTime()) / 1000;
}

describe('e-mail delivery', () => {
  it('waits a minute after the first failure and doubles after each further one', () => {
    expect(retryDelaySeconds(1)).toBe(60);
    expect(retryDelaySeconds(2)).toBe(120);
    expect(retryDelaySeconds(EMAIL_MAX_ATTEMPTS - 1)).toBe(960);
  });

  it('gives up on the last allowed attempt, not before', () => {
    expect(decideAfterEmailFailure(now, EMAIL_MAX_ATTEMPTS - 1, false).kind).toBe('retry');
    expect(decideAfterEmailFailure(now, EMAIL_MAX_ATTEMPTS, false)).toEqual({ kind: 'giveUp' });
  });

  it('gives up at once on a permanent rejection', () => {
    expect(decideAfterEmailFailure(now, 1, true)).toEqual({ kind: 'giveUp' });
  });

  it('never waits more than an hour between retries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: EMAIL_MAX_ATTEMPTS - 1 }), (attempts) => {
        const wait = retryDelaySeconds(attempts);
        expect(wait).toBeGreaterThanOrEqual(60);
        expect(wait).toBeLessThanOrEqual(EMAIL_RETRY_MAX_SECONDS);
      }),
    );
  });

  it('is Sent once sent, Failed once given up, Pending until then', () => {
    expect(describeEmailDelivery({ sentAt: null, failedAt: null })).toBe('Pending');
    expect(describeEmailDelivery({ sentAt: null, failedAt: now })).toBe('Failed');
    expect(describeEmailDelivery({ sentAt: now, failedAt: null })).toBe('Sent');
  });
});
