import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCheckInWindow, selectTripTimeStatus } from './trip-time-status';

const startsAt = new Date('2026-12-14T13:05:00Z');
const endsAt = new Date('2026-12-18T22:40:00Z');
const trip = { startsAt, endsAt, isCancelled: false };
const at = (ms: number) => new Date(ms);

describe('selectTripTimeStatus', () => {
  it('is exact at the boundaries', () => {
    expect(selectTripTimeStatus(trip, at(startsAt.getTime() - 1))).toBe('Future');
    expect(selectTripTimeStatus(trip, startsAt)).toBe('Present');
    expect(selectTripTimeStatus(trip, at(endsAt.getTime() - 1))).toBe('Present');
    expect(selectTripTimeStatus(trip, endsAt)).toBe('Past');
  });

  it('says Canceled for a cancelled trip at any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (offset) => {
        expect(
          selectTripTimeStatus({ ...trip, isCancelled: true }, at(startsAt.getTime() + offset)),
        ).toBe('Canceled');
      }),
    );
  });

  it('only moves forward as time passes', () => {
    const order = { Future: 0, Present: 1, Past: 2, Canceled: 3 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: -1e10, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        (a, step) => {
          const first = selectTripTimeStatus(trip, at(startsAt.getTime() + a));
          const later = selectTripTimeStatus(trip, at(startsAt.getTime() + a + step));
          expect(order[later]).toBeGreaterThanOrEqual(order[first]);
        },
      ),
    );
  });
});

describe('computeCheckInWindow', () => {
  it('opens exactly 24 hours before the first departure', () => {
    const before = computeCheckInWindow(startsAt, at(startsAt.getTime() - 24 * 3_600_000 - 1));
    const opened = computeCheckInWindow(startsAt, at(startsAt.getTime() - 24 * 3_600_000));
    expect(before.isOpen).toBe(false);
    expect(opened.isOpen).toBe(true);
    expect(opened.opensAt.toISOString()).toBe('2026-12-13T13:05:00.000Z');
    expect(computeCheckInWindow(startsAt, at(startsAt.getTime() - 60 * 60_000)).isOpen).toBe(false);
  });
});
