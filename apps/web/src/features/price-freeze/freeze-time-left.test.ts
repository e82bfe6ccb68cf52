import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFreezeTimeLeft } from './freeze-time-left';

describe('a freeze’s time left', () => {
  it('ends at the exact instant', () => {
    expect(computeFreezeTimeLeft(1_000_000, 1_000_000)).toBeNull();
    expect(computeFreezeTimeLeft(1_000_000, 999_000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('splits what is left into days, hours, minutes and seconds that add back up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 * 86_400 }), (seconds) => {
        const left = computeFreezeTimeLeft(seconds * 1000, 0);
        expect(left).not.toBeNull();
        if (!left) return;
        expect(left.hours).toBeLessThan(24);
        expect(left.minutes).toBeLessThan(60);
        expect(left.seconds).toBeLessThan(60);
        expect(left.days * 86_400 + left.hours * 3_600 + left.minutes * 60 + left.seconds).toBe(
          seconds,
        );
      }),
    );
  });
});
