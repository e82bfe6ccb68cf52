import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBundledDiscount,
  DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS,
  describeRequoteDifference,
  isPackageQuoteStale,
  PACKAGE_BOOKING_HOLD_MINUTES,
  packagePriceFreshUntil,
  packageQuoteExpiresAt,
  perPersonMinor,
  priceFareDifference,
  pricePackage,
  readPackageQuoteTimeout,
  splitPackageCharge,
  type PackageParts,
} from './package-pricing';

const parts = (over: Partial<PackageParts> = {}): PackageParts => ({
  currency: 'USD',
  flightMinor: 84_230,
  hotelMinor: 61_500,
  bundledDiscountMinor: 7_380,
  travelers: 2,
  ...over,
});

const partsArb = fc
  .record({
    flightMinor: fc.integer({ min: 0, max: 5_000_000 }),
    hotelMinor: fc.integer({ min: 0, max: 5_000_000 }),
    discountBps: fc.integer({ min: 0, max: 5_000 }),
    travelers: fc.integer({ min: 1, max: 9 }),
  })
  .map(({ flightMinor, hotelMinor, discountBps, travelers }): PackageParts => ({
    currency: 'USD',
    flightMinor,
    hotelMinor,
    bundledDiscountMinor: computeBundledDiscount(hotelMinor, discountBps),
    travelers,
  }));

describe('pricePackage', () => {
  it('prices a package below the two parts booked apart and says the saving', () => {
    const price = pricePackage(parts());
    expect(price.separateTotal).toEqual({ amountMinor: 145_730, currency: 'USD' });
    expect(price.total).toEqual({ amountMinor: 138_350, currency: 'USD' });
    expect(price.saving).toEqual({ amountMinor: 7_380, currency: 'USD' });
    expect(price.perPerson).toEqual({ amountMinor: 69_175, currency: 'USD' });
    expect(price.savingPercent).toBe(5);
  });

  it('rounds the price per person up to the cent', () => {
    expect(pricePackage(parts({ travelers: 3 })).perPerson.amountMinor).toBe(46_117);
    expect(perPersonMinor(100, 3)).toBe(34);
    expect(perPersonMinor(99, 3)).toBe(33);
  });

  it('never takes more than the hotel part off, so a package never costs less than its flights', () => {
    const price = pricePackage(parts({ bundledDiscountMinor: 90_000 }));
    expect(price.total.amountMinor).toBe(84_230);
    expect(price.saving.amountMinor).toBe(61_500);
  });

  it('refuses fractions and negative amounts rather than pricing them', () => {
    expect(() => pricePackage(parts({ flightMinor: 10.5 }))).toThrow(RangeError);
    expect(() => pricePackage(parts({ hotelMinor: -1 }))).toThrow(RangeError);
    expect(() => pricePackage(parts({ travelers: 0 }))).toThrow(RangeError);
  });

  it('total = flight + hotel − discount exactly, saving = separate − total and never negative', () => {
    fc.assert(
      fc.property(partsArb, (p) => {
        const price = pricePackage(p);
        expect(price.total.amountMinor).toBe(p.flightMinor + p.hotelMinor - p.bundledDiscountMinor);
        expect(price.separateTotal.amountMinor).toBe(p.flightMinor + p.hotelMinor);
        expect(price.saving.amountMinor).toBe(
          price.separateTotal.amountMinor - price.total.amountMinor,
        );
        expect(price.saving.amountMinor).toBeGreaterThanOrEqual(0);
        expect(price.total.amountMinor).toBeGreaterThanOrEqual(p.flightMinor);
        expect(Number.isInteger(price.total.amountMinor)).toBe(true);
        expect(price.savingPercent).toBeGreaterThanOrEqual(0);
        expect(price.savingPercent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('per person × travellers covers the total by less than one cent a traveller', () => {
    fc.assert(
      fc.property(partsArb, (p) => {
        const { perPerson, total, travelers } = pricePackage(p);
        const covered = perPerson.amountMinor * travelers;
        expect(covered).toBeGreaterThanOrEqual(total.amountMinor);
        expect(covered - total.amountMinor).toBeLessThan(travelers);
      }),
    );
  });
});

describe('computeBundledDiscount', () => {
  it('takes basis points of the hotel part, rounded down, capped at 25 %', () => {
    expect(computeBundledDiscount(61_500, 1_200)).toBe(7_380);
    expect(computeBundledDiscount(999, 1_000)).toBe(99);
    expect(computeBundledDiscount(10_000, 9_000)).toBe(2_500);
  });
});

describe('priceFareDifference', () => {
  it('is zero for the included fare, and the difference for the party and per person', () => {
    expect(priceFareDifference(parts(), 84_230)).toEqual({
      difference: { amountMinor: 0, currency: 'USD' },
      perPerson: { amountMinor: 0, currency: 'USD' },
    });
    expect(priceFareDifference(parts(), 90_231)).toEqual({
      difference: { amountMinor: 6_001, currency: 'USD' },
      perPerson: { amountMinor: 3_001, currency: 'USD' },
    });
    expect(priceFareDifference(parts(), 80_230).difference.amountMinor).toBe(-4_000);
  });

  it('adds up: the included package per person plus a fare’s difference is that package per person', () => {
    fc.assert(
      fc.property(partsArb, fc.integer({ min: 0, max: 5_000_000 }), (p, fare) => {
        const d = priceFareDifference(p, fare);
        const withFare = pricePackage({ ...p, flightMinor: fare });
        const included = pricePackage(p);
        expect(included.perPerson.amountMinor + d.perPerson.amountMinor).toBe(
          withFare.perPerson.amountMinor,
        );
        expect(included.total.amountMinor + d.difference.amountMinor).toBe(
          withFare.total.amountMinor,
        );
      }),
    );
  });
});

describe('quote age', () => {
  const created = new Date('2027-03-01T10:00:00Z');

  it('keeps the price fresh for 15 seconds by default and is stale from its last instant', () => {
    expect(DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS).toBe(15);
    expect(packagePriceFreshUntil(created, 15).toISOString()).toBe('2027-03-01T10:00:15.000Z');
    expect(isPackageQuoteStale(created, new Date('2027-03-01T10:00:14.999Z'), 15)).toBe(false);
    expect(isPackageQuoteStale(created, new Date('2027-03-01T10:00:15.000Z'), 15)).toBe(true);
    expect(isPackageQuoteStale(created, created, 15)).toBe(false);
  });

  it('holds the booking page for 30 minutes, far longer than the price stays fresh', () => {
    expect(PACKAGE_BOOKING_HOLD_MINUTES).toBe(30);
    expect(packageQuoteExpiresAt(created, PACKAGE_BOOKING_HOLD_MINUTES).toISOString()).toBe(
      '2027-03-01T10:30:00.000Z',
    );
    expect(() => packageQuoteExpiresAt(created, 0)).toThrow(RangeError);
    expect(() => packagePriceFreshUntil(created, 0)).toThrow(RangeError);
  });

  it('is stale exactly when at least the timeout has passed (any timeout, any age)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_600 }),
        fc.integer({ min: -60_000, max: 7_200_000 }),
        (timeoutSeconds, ageMs) => {
          const now = new Date(created.getTime() + ageMs);
          expect(isPackageQuoteStale(created, now, timeoutSeconds)).toBe(
            ageMs >= timeoutSeconds * 1_000,
          );
        },
      ),
    );
  });

  it('reads the setting as whole seconds from 1 to 3,600, else the default', () => {
    expect(readPackageQuoteTimeout('20')).toBe(20);
    expect(readPackageQuoteTimeout(5)).toBe(5);
    expect(readPackageQuoteTimeout(3_600)).toBe(3_600);
    expect(readPackageQuoteTimeout(3_601)).toBe(15);
    expect(readPackageQuoteTimeout(undefined)).toBe(15);
    expect(readPackageQuoteTimeout('0')).toBe(15);
    expect(readPackageQuoteTimeout('1.5')).toBe(15);
    expect(readPackageQuoteTimeout('abc')).toBe(15);
  });

  it('says a requote’s difference, up or down', () => {
    expect(
      describeRequoteDifference(
        { amountMinor: 100_000, currency: 'USD' },
        { amountMinor: 103_250, currency: 'USD' },
      ),
    ).toEqual({ amountMinor: 3_250, currency: 'USD' });
    expect(
      describeRequoteDifference(
        { amountMinor: 100_000, currency: 'USD' },
        { amountMinor: 99_000, currency: 'USD' },
      ).amountMinor,
    ).toBe(-1_000);
  });
});

describe('splitPackageCharge', () => {
  it('splits what the card paid by the flight’s share of the package, adding up exactly', () => {
    expect(splitPackageCharge(138_350, 84_230, 138_350)).toEqual({
      flightMinor: 84_230,
      hotelMinor: 54_120,
    });
    expect(splitPackageCharge(100_000, 84_230, 138_350)).toEqual({
      flightMinor: 60_881,
      hotelMinor: 39_119,
    });
    expect(splitPackageCharge(0, 84_230, 138_350)).toEqual({ flightMinor: 0, hotelMinor: 0 });
  });

  it('never gives a part a negative share and always adds up to what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (paid, flight, total) => {
          const split = splitPackageCharge(paid, flight, total);
          expect(split.flightMinor + split.hotelMinor).toBe(paid);
          expect(split.flightMinor).toBeGreaterThanOrEqual(0);
          expect(split.hotelMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
