import { PROTECTION_TERMS } from './protection-terms';
import fc from 'fast-check';
import type { Money } from '@wayfare/contracts/money';
import { describe, expect, it } from 'vitest';
import {
  applyComplimentaryNight,
  buildVariantCancellationPolicy,
  computeLocalDeadline,
  priceHotelRate,
  priceRefundableVariant,
} from './hotel-pricing';

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

describe('discount-aware prices (complimentary fourth night)', () => {
  const nightly = [usd(20000), usd(20000), usd(20000), usd(20000), usd(20000)];
  const base = {
    nightly,
    rooms: 1,
    sellRate: usd(95000),
    taxes: usd(9500),
    total: usd(104500),
  };

  it('takes the fourth night’s share of the stay and its taxes in the consumer tenant at Lifestyle', () => {
    const priced = applyComplimentaryNight({ ...base, tenant: 'capone', collection: 'Lifestyle' });
    expect(priced.complimentaryNightDiscount).toEqual(usd(19000 + 1900));
    expect(priced.totalDiscountAware).toEqual(usd(104500 - 20900));
    expect(priced.nightlyDiscountAware).toEqual(usd(15200));
  });

  it('leaves Premier alone for card holders but not for businesses', () => {
    const consumer = applyComplimentaryNight({ ...base, tenant: 'capone', collection: 'Premier' });
    expect(consumer.complimentaryNightDiscount).toBeNull();
    expect(consumer.totalDiscountAware).toEqual(usd(104500));
    expect(consumer.nightlyDiscountAware).toEqual(usd(19000));
    const business = applyComplimentaryNight({
      ...base,
      tenant: 'capone-corporate',
      collection: 'Premier',
    });
    expect(business.complimentaryNightDiscount).toEqual(usd(20900));
  });

  it('needs four nights', () => {
    const short = applyComplimentaryNight({
      ...base,
      nightly: nightly.slice(0, 3),
      tenant: 'capone',
      collection: 'Lifestyle',
    });
    expect(short.complimentaryNightDiscount).toBeNull();
  });

  it('never takes off more than the stay, and only the fourth night', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1000, max: 200_000 }), { minLength: 1, maxLength: 28 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 50, max: 100 }),
        fc.integer({ min: 0, max: 30 }),
        (nights, rooms, keepPercent, taxPercent) => {
          const sum = nights.reduce((s, n) => s + n, 0);
          const sell = Math.round((sum * rooms * keepPercent) / 100);
          const taxes = Math.round((sell * taxPercent) / 100);
          const priced = applyComplimentaryNight({
            tenant: 'capone-corporate',
            collection: 'Premier',
            nightly: nights.map(usd),
            rooms,
            sellRate: usd(sell),
            taxes: usd(taxes),
            total: usd(sell + taxes),
          });
          const discount = priced.complimentaryNightDiscount?.amountMinor ?? 0;
          expect(discount >= 0 && discount <= sell + taxes).toBe(true);
          expect(priced.totalDiscountAware.amountMinor).toBe(sell + taxes - discount);
          expect(priced.complimentaryNightDiscount === null).toBe(nights.length < 4);
          if (nights.length >= 4) {
            // The fourth night's share, within a cent of rounding per part.
            const share = ((nights[3] ?? 0) / sum) * (sell + taxes);
            expect(Math.abs(discount - share)).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });
});

describe('the one price of a rate (list, hotel page and quote)', () => {
  const stay = {
    tenant: 'capone' as const,
    collection: 'Lifestyle' as const,
    nightly: [usd(20000), usd(20000), usd(20000), usd(20000), usd(20000)],
    rooms: 1,
    sellRate: usd(95000),
    taxes: usd(9500),
    total: usd(104500),
    feesAtProperty: usd(5000),
  };

  it('charges a pay-now stay at booking with the free night off; the hotel collects its fees', () => {
    const priced = priceHotelRate({ ...stay, payTiming: 'PayNow' });
    expect(priced.payNowDiscountAware).toEqual(usd(104500 - 20900));
    expect(priced.dueAtPropertyDiscountAware).toEqual(usd(5000));
  });

  it('charges nothing now for a pay-later stay: the hotel collects it, free night off', () => {
    const priced = priceHotelRate({ ...stay, payTiming: 'PayLater' });
    expect(priced.payNowDiscountAware).toEqual(usd(0));
    expect(priced.dueAtPropertyDiscountAware).toEqual(usd(104500 - 20900 + 5000));
  });

  it('splits exactly the discount-aware total and the fees, never the undiscounted total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1000, max: 200_000 }), { minLength: 1, maxLength: 28 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom('PayNow' as const, 'PayLater' as const),
        fc.constantFrom('Lifestyle' as const, 'Premier' as const, 'NoCollection' as const),
        (nights, rooms, fees, payTiming, collection) => {
          const sell = nights.reduce((s, n) => s + n, 0) * rooms;
          const taxes = Math.round(sell / 10);
          const priced = priceHotelRate({
            tenant: 'capone',
            collection,
            nightly: nights.map(usd),
            rooms,
            sellRate: usd(sell),
            taxes: usd(taxes),
            total: usd(sell + taxes),
            payTiming,
            feesAtProperty: usd(fees),
          });
          expect(
            priced.payNowDiscountAware.amountMinor + priced.dueAtPropertyDiscountAware.amountMinor,
          ).toBe(priced.totalDiscountAware.amountMinor + fees);
          const free = collection === 'Lifestyle' && nights.length >= 4;
          expect(priced.totalDiscountAware.amountMinor < sell + taxes).toBe(free);
        },
      ),
    );
  });
});

const TERMS = PROTECTION_TERMS.capone.cancelForAnyReason.hotel;

describe('refundable-room variant', () => {
  it('prices the premium and its nightly share rounded up (spec §9)', () => {
    const v = priceRefundableVariant(usd(100001), 3, TERMS);
    expect(v.premiumTotal).toEqual(usd(12001));
    expect(v.premiumPerNight).toEqual(usd(4001));
    expect(v.coveragePercentage).toBe(100);
    expect(v.coverageAmount).toEqual(usd(100001));
  });

  it('premium per night × nights covers the premium by less than one night’s rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 28 }),
        (total, nights) => {
          const v = priceRefundableVariant(usd(total), nights, TERMS);
          const premium = v.premiumTotal.amountMinor;
          const perNight = v.premiumPerNight.amountMinor;
          expect(Number.isInteger(perNight)).toBe(true);
          expect(perNight * nights).toBeGreaterThanOrEqual(premium);
          expect(perNight * nights - premium).toBeLessThan(nights);
          expect(premium).toBeGreaterThanOrEqual((total * 12) / 100);
          expect(v.coverageAmount.amountMinor).toBeLessThanOrEqual(total);
        },
      ),
    );
  });

  it('refuses a stay of no nights', () => {
    expect(() => priceRefundableVariant(usd(100), 0, TERMS)).toThrow(RangeError);
  });

  it('is free until check-in, hotel time, then charged in full (or the terms’ hours before it)', () => {
    expect(computeLocalDeadline('2026-03-01', '15:00', 24)).toBe('2026-02-28T15:00');
    const v = priceRefundableVariant(usd(50000), 2, TERMS);
    const policy = buildVariantCancellationPolicy('2026-03-08', '15:00', v, usd(50000), 0);
    expect(policy.refundability).toBe('FullyRefundable');
    expect(policy.freeCancellationUntil).toBe('2026-03-08T15:00');
    expect(
      buildVariantCancellationPolicy('2026-03-08', '15:00', v, usd(50000), 24)
        .freeCancellationUntil,
    ).toBe('2026-03-07T15:00');
    expect(policy.tiers.map((t) => t.penaltyKind)).toEqual(['None', 'FullStay']);
    expect(policy.terms).toBe('RefundableRoom');
    expect(policy.refundPercent).toBe(v.coveragePercentage);
  });
});
