import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFreezeExercise,
  freezeActivity,
  freezeExpiresAt,
  freezeLengthDays,
} from './price-freeze';
import { PROTECTION_TERMS, protectionTermsFor } from './protection-terms';

const minor = fc.integer({ min: 0, max: 10_000_000 });

describe('computeFreezeExercise', () => {
  it('pays today’s price when it fell, the frozen price when it rose within the cap', () => {
    expect(
      computeFreezeExercise({ frozenMinor: 40_000, currentMinor: 35_000, capMinor: 50_000 }),
    ).toEqual({ payMinor: 35_000, coveredMinor: 0, overCapMinor: 0, isOverCap: false });
    expect(
      computeFreezeExercise({ frozenMinor: 40_000, currentMinor: 60_000, capMinor: 50_000 }),
    ).toEqual({ payMinor: 40_000, coveredMinor: 20_000, overCapMinor: 0, isOverCap: false });
  });

  it('at the cap exactly pays the frozen price; a cent over pays that cent', () => {
    const atCap = computeFreezeExercise({
      frozenMinor: 40_000,
      currentMinor: 90_000,
      capMinor: 50_000,
    });
    expect(atCap).toEqual({
      payMinor: 40_000,
      coveredMinor: 50_000,
      overCapMinor: 0,
      isOverCap: false,
    });
    const over = computeFreezeExercise({
      frozenMinor: 40_000,
      currentMinor: 90_001,
      capMinor: 50_000,
    });
    expect(over).toEqual({
      payMinor: 40_001,
      coveredMinor: 50_000,
      overCapMinor: 1,
      isOverCap: true,
    });
  });

  it('never asks more than frozen plus the excess over the cap, nor more than today’s price', () => {
    fc.assert(
      fc.property(minor, minor, minor, (frozenMinor, currentMinor, capMinor) => {
        const r = computeFreezeExercise({ frozenMinor, currentMinor, capMinor });
        const excess = Math.max(0, currentMinor - frozenMinor - capMinor);
        expect(r.payMinor).toBeLessThanOrEqual(frozenMinor + excess);
        expect(r.payMinor).toBeLessThanOrEqual(currentMinor);
        expect(r.payMinor).toBeGreaterThanOrEqual(Math.min(currentMinor, frozenMinor));
        expect(r.coveredMinor).toBeGreaterThanOrEqual(0);
        expect(r.coveredMinor).toBeLessThanOrEqual(capMinor);
        expect(r.payMinor + r.coveredMinor).toBe(currentMinor);
      }),
    );
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => computeFreezeExercise({ frozenMinor: 1.5, currentMinor: 2, capMinor: 0 })).toThrow(
      RangeError,
    );
    expect(() => computeFreezeExercise({ frozenMinor: 1, currentMinor: -2, capMinor: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('freeze expiry', () => {
  const bought = new Date('2026-12-01T15:00:00Z');
  it('ends at the exact hour: active a millisecond before, expired at it', () => {
    const ends = freezeExpiresAt(bought, 14 * 24);
    expect(ends.toISOString()).toBe('2026-12-15T15:00:00.000Z');
    expect(freezeActivity(ends, new Date(ends.getTime() - 1))).toBe('IsActive');
    expect(freezeActivity(ends, ends)).toBe('IsExpired');
  });
  it('words its length as durationHours / 24 days', () => {
    expect(freezeLengthDays(72)).toBe(3);
    expect(freezeLengthDays(36)).toBe(1.5);
    expect(() => freezeExpiresAt(bought, 0)).toThrow(RangeError);
  });
});

describe('protection terms', () => {
  it('gives each tenant its own terms, every offered length inside its window', () => {
    expect(protectionTermsFor('capone').priceFreeze.flight.windowHours).toBe(14 * 24);
    expect(protectionTermsFor('capone').priceFreeze.hotel.windowHours).toBe(7 * 24);
    expect(protectionTermsFor('capone-corporate')).not.toEqual(protectionTermsFor('capone'));
    for (const terms of Object.values(PROTECTION_TERMS))
      for (const product of [terms.priceFreeze.flight, terms.priceFreeze.hotel]) {
        expect(product.lengthOptionsHours.length).toBeGreaterThan(0);
        for (const hours of product.lengthOptionsHours)
          expect(hours).toBeLessThanOrEqual(product.windowHours);
        expect(product.feeMinor.min).toBeLessThanOrEqual(product.feeMinor.max);
        expect(product.capMinor).toBeGreaterThan(0);
      }
  });
});
