import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PassengerCounts } from '@wayfare/contracts/flights';
import {
  PASSENGER_TYPES,
  changePassengerCount,
  countPassengers,
  selectAddBlocker,
  selectRemoveBlocker,
  validatePassengers,
} from './passenger-counts';

const counts = (ADT: number, CNN = 0, INS = 0, INF = 0): PassengerCounts => ({
  ADT,
  CNN,
  INS,
  INF,
});

describe('passenger rules', () => {
  it('needs at least one adult', () => {
    expect(selectRemoveBlocker(counts(1), 'ADT')).toBe('NoAdultPassenger');
    expect(selectRemoveBlocker(counts(2), 'ADT')).toBeNull();
    expect(validatePassengers(counts(0, 1))).toEqual(['NoAdultPassenger']);
  });

  it('allows at most nine travellers', () => {
    expect(selectAddBlocker(counts(8), 'CNN')).toBeNull();
    expect(selectAddBlocker(counts(9), 'CNN')).toBe('TooManyPassengers');
    expect(selectAddBlocker(counts(5, 2, 1, 1), 'ADT')).toBe('TooManyPassengers');
    expect(validatePassengers(counts(9, 1))).toEqual(['TooManyPassengers']);
  });

  it('keeps lap infants at or below adults', () => {
    expect(selectAddBlocker(counts(1, 0, 0, 0), 'INF')).toBeNull();
    expect(selectAddBlocker(counts(1, 0, 0, 1), 'INF')).toBe('TooManyLapInfants');
    expect(selectAddBlocker(counts(1, 0, 0, 1), 'INS')).toBeNull();
    expect(selectRemoveBlocker(counts(2, 0, 0, 2), 'ADT')).toBe('TooManyLapInfants');
    expect(validatePassengers(counts(1, 0, 0, 2))).toEqual(['TooManyLapInfants']);
  });

  it('never goes below zero', () => {
    expect(selectRemoveBlocker(counts(1), 'CNN')).toBe('Zero');
    expect(changePassengerCount(counts(1), 'CNN', -1)).toEqual(counts(1));
  });

  it('keeps valid counts valid whatever the steps', () => {
    const stepArbitrary = fc.tuple(
      fc.constantFrom(...PASSENGER_TYPES),
      fc.constantFrom(1 as const, -1 as const),
    );
    fc.assert(
      fc.property(fc.array(stepArbitrary, { maxLength: 60 }), (steps) => {
        let current = counts(1);
        for (const [type, delta] of steps) current = changePassengerCount(current, type, delta);
        expect(validatePassengers(current)).toEqual([]);
        expect(countPassengers(current)).toBeLessThanOrEqual(9);
      }),
    );
  });
});
