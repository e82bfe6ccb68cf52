import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySupplierCancelFee,
  computeSandboxCancelFeeMinor,
  decideFlightCancellation,
  decideHotelCancellation,
  type FlightCancelInput,
} from './trip-cancellation';

const HOUR = 3_600_000;
const departure = new Date('2026-12-14T13:00:00Z');
const ticketedAt = new Date('2026-11-23T15:00:00Z');
const afterVoid = new Date('2026-11-26T15:00:00Z');

const flight = (over: Partial<FlightCancelInput> = {}): FlightCancelInput => ({
  now: afterVoid,
  firstDepartureAt: departure,
  voidWindowEndsAt: new Date('2026-11-24T14:59:59.999Z'),
  ticketedAt,
  fares: [{ cancelPenalty: 'WithFee', feeMinor: 7_500, shelfRating: 1 }],
  isMultiTicket: false,
  ticketedTravelers: 2,
  totalMinor: 80_000,
  ...over,
});

describe('decideFlightCancellation', () => {
  it('voids inside the window: everything back, whatever the fare', () => {
    const d = decideFlightCancellation(
      flight({
        now: new Date('2026-11-24T14:59:59.999Z'),
        fares: [{ cancelPenalty: 'NotPossible', feeMinor: 0, shelfRating: 0 }],
      }),
    );
    expect(d).toMatchObject({ outcome: 'ticketed_void', cancellable: true, refundMinor: 80_000 });
    expect(
      decideFlightCancellation(flight({ now: new Date('2026-11-24T15:00:00Z') })).outcome,
    ).not.toBe('ticketed_void');
  });

  it('maps the fare’s cancel penalty to the outcome', () => {
    expect(decideFlightCancellation(flight())).toMatchObject({
      outcome: 'airline_ftc_with_penalty',
      airlineCreditMinor: 80_000 - 15_000,
      penaltyMinor: 15_000,
      refundMinor: 0,
    });
    expect(
      decideFlightCancellation(
        flight({ fares: [{ cancelPenalty: 'NotPossible', feeMinor: 0, shelfRating: 0 }] }),
      ),
    ).toMatchObject({ outcome: 'non_refundable', cancellable: true, refundMinor: 0 });
    expect(
      decideFlightCancellation(
        flight({ fares: [{ cancelPenalty: 'NoPenalty', feeMinor: 0, shelfRating: 2 }] }),
      ),
    ).toMatchObject({ outcome: 'airline_ftc', airlineCreditMinor: 80_000 });
    expect(
      decideFlightCancellation(
        flight({ fares: [{ cancelPenalty: 'NoPenalty', feeMinor: 0, shelfRating: 3 }] }),
      ),
    ).toMatchObject({ outcome: 'airline_full_refund', refundMinor: 80_000 });
    expect(
      decideFlightCancellation(
        flight({ fares: [{ cancelPenalty: 'Unknown', feeMinor: 0, shelfRating: 1 }] }),
      ),
    ).toMatchObject({ outcome: 'contact_customer_service', cancellable: false });
  });

  it('takes the strictest slice', () => {
    expect(
      decideFlightCancellation(
        flight({
          fares: [
            { cancelPenalty: 'NoPenalty', feeMinor: 0, shelfRating: 3 },
            { cancelPenalty: 'NotPossible', feeMinor: 0, shelfRating: 0 },
          ],
        }),
      ).outcome,
    ).toBe('non_refundable');
  });

  it('sends to support under 3 hours before departure, exactly at the boundary', () => {
    const at = (ms: number) => decideFlightCancellation(flight({ now: new Date(ms) })).outcome;
    expect(at(departure.getTime() - 3 * HOUR)).toBe('airline_ftc_with_penalty');
    expect(at(departure.getTime() - 3 * HOUR + 1)).toBe('too_close_to_departure');
    expect(at(departure.getTime())).toBe('contact_customer_service');
  });

  it('sends a multi-ticket trip to support, except in the void window where every ticket voids', () => {
    expect(decideFlightCancellation(flight({ isMultiTicket: true })).outcome).toBe(
      'contact_customer_service',
    );
    const inWindow = { now: new Date(ticketedAt.getTime() + HOUR), isMultiTicket: true };
    expect(decideFlightCancellation(flight(inWindow))).toMatchObject({
      outcome: 'ticketed_void',
      cancellable: true,
      refundMinor: 80_000,
    });
    // Under three hours before departure nothing is cancelled online, void window or not.
    const late = { now: new Date(departure.getTime() - HOUR), isMultiTicket: true };
    expect(decideFlightCancellation(flight(late)).outcome).toBe('contact_customer_service');
  });

  it('never gives back more than was paid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('NoPenalty', 'NotPossible', 'Unknown', 'WithFee' as const),
        fc.integer({ min: -30 * 24, max: 30 * 24 }),
        (total, fee, travelers, kind, hoursFromTicket) => {
          const d = decideFlightCancellation(
            flight({
              totalMinor: total,
              ticketedTravelers: travelers,
              fares: [{ cancelPenalty: kind, feeMinor: fee, shelfRating: 1 }],
              now: new Date(ticketedAt.getTime() + hoursFromTicket * HOUR),
            }),
          );
          expect(d.refundMinor + d.airlineCreditMinor + d.penaltyMinor).toBeLessThanOrEqual(total);
          expect(d.refundMinor).toBeGreaterThanOrEqual(0);
          expect(d.airlineCreditMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('decideHotelCancellation', () => {
  const checkInAt = new Date('2026-12-20T20:00:00Z');
  const tiers = [
    { fromHoursBeforeCheckIn: null, untilHoursBeforeCheckIn: 48, penaltyMinor: 0 },
    { fromHoursBeforeCheckIn: 48, untilHoursBeforeCheckIn: 0, penaltyMinor: 18_900 },
    { fromHoursBeforeCheckIn: 0, untilHoursBeforeCheckIn: null, penaltyMinor: 60_000 },
  ];
  const decide = (ms: number, paidMinor = 60_000) =>
    decideHotelCancellation({ now: new Date(ms), checkInAt, tiers, paidMinor });

  it('is free until exactly 48 hours before, then partial, then for support', () => {
    expect(decide(checkInAt.getTime() - 48 * HOUR)).toMatchObject({
      outcome: 'hotel_full_refund',
      refundMinor: 60_000,
    });
    expect(decide(checkInAt.getTime() - 48 * HOUR + 1)).toMatchObject({
      outcome: 'hotel_partial_refund',
      refundMinor: 60_000 - 18_900,
      penaltyMinor: 18_900,
    });
    expect(decide(checkInAt.getTime()).outcome).toBe('contact_customer_service');
  });

  it('a non-refundable rate gives nothing back', () => {
    expect(
      decideHotelCancellation({
        now: new Date(checkInAt.getTime() - 30 * 24 * HOUR),
        checkInAt,
        tiers: [
          { fromHoursBeforeCheckIn: null, untilHoursBeforeCheckIn: null, penaltyMinor: 60_000 },
        ],
        paidMinor: 60_000,
      }),
    ).toMatchObject({ outcome: 'hotel_non_refundable', refundMinor: 0, cancellable: true });
  });
});

describe('a supplier cancellation fee', () => {
  it('comes out of the refund first, then the airline credit, and is kept as penalty', () => {
    expect(
      applySupplierCancelFee(
        { refundMinor: 3_000, airlineCreditMinor: 10_000, penaltyMinor: 0 },
        5_000,
      ),
    ).toEqual({ refundMinor: 0, airlineCreditMinor: 8_000, penaltyMinor: 5_000 });
    expect(
      applySupplierCancelFee(
        { refundMinor: 0, airlineCreditMinor: 0, penaltyMinor: 40_000 },
        5_000,
      ),
    ).toEqual({ refundMinor: 0, airlineCreditMinor: 0, penaltyMinor: 40_000 });
  });

  it('never makes money appear or go below nothing', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        (refundMinor, airlineCreditMinor, penaltyMinor, fee) => {
          const before = { refundMinor, airlineCreditMinor, penaltyMinor };
          const after = applySupplierCancelFee(before, fee);
          expect(after.refundMinor).toBeGreaterThanOrEqual(0);
          expect(after.airlineCreditMinor).toBeGreaterThanOrEqual(0);
          expect(after.refundMinor).toBeLessThanOrEqual(refundMinor);
          expect(after.airlineCreditMinor).toBeLessThanOrEqual(airlineCreditMinor);
          expect(after.refundMinor + after.airlineCreditMinor + after.penaltyMinor).toBe(
            refundMinor + airlineCreditMinor + penaltyMinor,
          );
          expect(after.penaltyMinor - penaltyMinor).toBe(
            Math.min(fee, refundMinor + airlineCreditMinor),
          );
        },
      ),
    );
  });

  it('is 10% of what was paid in whole units, at least 25, at most what was paid', () => {
    expect(computeSandboxCancelFeeMinor(48_210)).toBe(4_900);
    expect(computeSandboxCancelFeeMinor(9_900)).toBe(2_500);
    expect(computeSandboxCancelFeeMinor(1_800)).toBe(1_800);
  });
});
