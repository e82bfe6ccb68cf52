import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUseTravelCreditOnStay,
  computeOfferDiscount,
  decideOfferEligibility,
  decideOfferForBooking,
  decideOfferRestore,
  findTravelOffer,
  offerHolderKey,
  travelOffersFor,
  type OfferCardFacts,
  type TravelOfferTerms,
} from './travel-offers';

const NOW = new Date('2026-11-25T15:00:00Z');
const hotel50 = findTravelOffer('capone', 'first-hotel-50') as TravelOfferTerms;
const car10 = findTravelOffer('capone', 'car-10-percent') as TravelOfferTerms;
const venture: OfferCardFacts = {
  accountReferenceId: 'RA-1',
  productId: 'Venture',
  standing: 'Open',
};
const other: OfferCardFacts = {
  accountReferenceId: 'RA-2',
  productId: 'SparkCash',
  standing: 'Open',
};

describe('travel offer configuration', () => {
  it('gives each tenant its own offers with distinct ids', () => {
    const consumer = travelOffersFor('capone').map((o) => o.id);
    const corporate = travelOffersFor('capone-corporate').map((o) => o.id);
    expect(consumer).toContain('first-hotel-50');
    expect(corporate).not.toContain('first-hotel-50');
    expect(new Set([...consumer, ...corporate]).size).toBe(consumer.length + corporate.length);
    expect(findTravelOffer('capone-corporate', 'first-hotel-50')).toBeNull();
  });
});

describe('computeOfferDiscount', () => {
  it('takes a fixed amount, never more than the charge', () => {
    expect(computeOfferDiscount({ kind: 'fixed', amountMinor: 5_000 }, 30_000)).toBe(5_000);
    expect(computeOfferDiscount({ kind: 'fixed', amountMinor: 5_000 }, 3_000)).toBe(3_000);
  });
  it('takes a percent rounded down, capped', () => {
    const d = { kind: 'percent' as const, percent: 10, capMinor: 4_000 };
    expect(computeOfferDiscount(d, 12_345)).toBe(1_234);
    expect(computeOfferDiscount(d, 90_000)).toBe(4_000);
  });
  it('is a whole amount between 0 and the charge and the cap, for any charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (charged, percent, capMinor, fixed) => {
          for (const d of [
            { kind: 'percent' as const, percent, capMinor },
            { kind: 'fixed' as const, amountMinor: fixed },
          ]) {
            const off = computeOfferDiscount(d, charged);
            expect(Number.isInteger(off)).toBe(true);
            expect(off).toBeGreaterThanOrEqual(0);
            expect(off).toBeLessThanOrEqual(charged);
            expect(off).toBeLessThanOrEqual(d.kind === 'fixed' ? d.amountMinor : d.capMinor);
          }
        },
      ),
    );
  });
});

describe('decideOfferEligibility', () => {
  const person = (keys: string[] = [], cards = [venture]) => ({
    userId: 'u1',
    cards,
    liveHolderKeys: new Set(keys),
  });
  it('admits a card of an eligible tier in good standing within the dates', () => {
    expect(decideOfferEligibility(hotel50, person(), NOW)).toEqual({
      status: 'Eligible',
      holderKey: 'user:u1',
    });
  });
  it('marks a used offer, an ended one and one not started', () => {
    expect(decideOfferEligibility(hotel50, person(['user:u1']), NOW).status).toBe('Used');
    expect(decideOfferEligibility(hotel50, person(), hotel50.validUntil).status).toBe('Expired');
    expect(decideOfferEligibility(hotel50, person(), new Date('2025-12-31T23:59:59Z')).status).toBe(
      'NotYetValid',
    );
  });
  it('refuses a tier not listed and an account not in good standing', () => {
    expect(decideOfferEligibility(car10, person([], [other]), NOW).status).toBe('NotEligible');
    expect(
      decideOfferEligibility(car10, person([], [{ ...venture, standing: 'Closed' }]), NOW).status,
    ).toBe('NotEligible');
  });
  it('once per account: another eligible card can still use it', () => {
    const second = { ...venture, accountReferenceId: 'RA-3' };
    const used = offerHolderKey(car10, 'u1', 'RA-1');
    expect(decideOfferEligibility(car10, person([used], [venture, second]), NOW)).toEqual({
      status: 'Eligible',
      holderKey: 'account:RA-3',
    });
    expect(decideOfferEligibility(car10, person([used], [venture]), NOW).status).toBe('Used');
  });
  it('is Eligible only inside [validFrom, validUntil) for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2029-01-01'), noInvalidDate: true }),
        (at) => {
          const inside =
            at.getTime() >= hotel50.validFrom.getTime() &&
            at.getTime() < hotel50.validUntil.getTime();
          expect(decideOfferEligibility(hotel50, person(), at).status === 'Eligible').toBe(inside);
        },
      ),
    );
  });
});

describe('decideOfferForBooking', () => {
  it('applies to its product with enough nights and spend', () => {
    const stay = { product: 'hotel' as const, chargedMinor: 30_000, currency: 'USD', nights: 2 };
    expect(decideOfferForBooking(hotel50, stay)).toEqual({ ok: true, discountMinor: 5_000 });
    expect(decideOfferForBooking(hotel50, { ...stay, nights: 1 })).toEqual({
      ok: false,
      code: 'TooFewNights',
    });
    expect(decideOfferForBooking(hotel50, { ...stay, chargedMinor: 9_999 })).toEqual({
      ok: false,
      code: 'BelowMinimumSpend',
    });
    expect(decideOfferForBooking(hotel50, { ...stay, product: 'car' })).toEqual({
      ok: false,
      code: 'ProductNotCovered',
    });
  });
  it('refuses a charge of nothing (a pay-at-hotel stay)', () => {
    expect(
      decideOfferForBooking(car10, { product: 'car', chargedMinor: 0, currency: 'USD' }).ok,
    ).toBe(false);
  });
});

describe('decideOfferRestore', () => {
  it('gives the offer back only before its end', () => {
    expect(decideOfferRestore(hotel50, NOW)).toBe(true);
    expect(decideOfferRestore(hotel50, hotel50.validUntil)).toBe(false);
  });
});

describe('canUseTravelCreditOnStay (spec §5)', () => {
  it('refuses pay-at-hotel stays at Premier and Lifestyle hotels only', () => {
    expect(canUseTravelCreditOnStay({ collection: 'Premier', payTiming: 'PayLater' })).toBe(false);
    expect(canUseTravelCreditOnStay({ collection: 'Lifestyle', payTiming: 'PayLater' })).toBe(
      false,
    );
    expect(canUseTravelCreditOnStay({ collection: 'NoCollection', payTiming: 'PayLater' })).toBe(
      true,
    );
    expect(canUseTravelCreditOnStay({ collection: 'Premier', payTiming: 'PayNow' })).toBe(true);
  });
});
