import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePackageCancellation, type PackageCancelInput } from './package-cancellation';

const HOUR = 3_600_000;
const departure = new Date('2026-12-14T13:00:00Z');
const checkIn = new Date('2026-12-14T20:00:00Z');
const ticketedAt = new Date('2026-11-23T15:00:00Z');
const voidEnds = new Date('2026-11-24T14:59:59.999Z');
const afterVoid = new Date('2026-11-26T15:00:00Z');

const FREE_48H = [
  { fromHoursBeforeCheckIn: null, untilHoursBeforeCheckIn: 48, penaltyMinor: 0 },
  { fromHoursBeforeCheckIn: 48, untilHoursBeforeCheckIn: null, penaltyMinor: 60_000 },
];
const NON_REFUNDABLE = [
  { fromHoursBeforeCheckIn: null, untilHoursBeforeCheckIn: null, penaltyMinor: 60_000 },
];

const input = (over: Partial<PackageCancelInput> = {}): PackageCancelInput => ({
  now: afterVoid,
  flight: {
    firstDepartureAt: departure,
    voidWindowEndsAt: voidEnds,
    ticketedAt,
    fares: [{ cancelPenalty: 'NotPossible', feeMinor: 0, shelfRating: 1 }],
    isMultiTicket: false,
    ticketedTravelers: 2,
  },
  hotel: { checkInAt: checkIn, tiers: FREE_48H },
  flightMinor: 40_000,
  hotelMinor: 60_000,
  totalMinor: 94_000,
  ...over,
});

describe('decidePackageCancellation', () => {
  it('gives everything back when both parts do (the void window and a free stay)', () => {
    const d = decidePackageCancellation(input({ now: new Date(ticketedAt.getTime() + HOUR) }));
    expect(d).toMatchObject({
      outcome: 'package_full_refund',
      cancellable: true,
      refundMinor: 94_000,
      penaltyMinor: 0,
    });
  });

  it('refunds the free stay’s public share of the total, never the hidden hotel rate', () => {
    const d = decidePackageCancellation(input());
    // 94,000 × 60,000 / 100,000: not 94,000 − 40,000 (which would say the bundled hotel price).
    expect(d).toMatchObject({ outcome: 'package_partial_refund', refundMinor: 56_400 });
    expect(d.refundMinor).not.toBe(94_000 - 40_000);
  });

  it('is non-refundable, and not cancelled online, when neither part gives anything back', () => {
    const d = decidePackageCancellation(
      input({ hotel: { checkInAt: checkIn, tiers: NON_REFUNDABLE } }),
    );
    expect(d).toMatchObject({
      outcome: 'package_non_refundable',
      cancellable: false,
      refundMinor: 0,
      penaltyMinor: 94_000,
    });
  });

  it('sends a package whose flight is under three hours away to support', () => {
    const d = decidePackageCancellation(input({ now: new Date(departure.getTime() - HOUR) }));
    expect(d).toMatchObject({ outcome: 'too_close_to_departure', cancellable: false });
  });

  it('refund + penalty is the total, the refund within 0…total, full only when both parts are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 400 }),
        (flightMinor, hotelMinor, discountPercent, penaltyMinor, inVoid, hoursAfterTicketing) => {
          const discount = Math.floor((hotelMinor * discountPercent) / 400);
          const totalMinor = flightMinor + hotelMinor - discount;
          const d = decidePackageCancellation(
            input({
              now: new Date(ticketedAt.getTime() + hoursAfterTicketing * HOUR),
              flight: { ...input().flight, voidWindowEndsAt: inVoid ? voidEnds : null },
              hotel: {
                checkInAt: checkIn,
                tiers: [
                  { fromHoursBeforeCheckIn: null, untilHoursBeforeCheckIn: null, penaltyMinor },
                ],
              },
              flightMinor,
              hotelMinor,
              totalMinor,
            }),
          );
          if (!d.cancellable && d.outcome !== 'package_non_refundable') return;
          expect(d.refundMinor + d.penaltyMinor).toBe(totalMinor);
          expect(d.refundMinor).toBeGreaterThanOrEqual(0);
          expect(d.refundMinor).toBeLessThanOrEqual(totalMinor);
          const bothFull = d.flight.outcome === 'ticketed_void' && d.hotel.penaltyMinor === 0;
          expect(d.outcome === 'package_full_refund').toBe(bothFull);
        },
      ),
    );
  });
});
