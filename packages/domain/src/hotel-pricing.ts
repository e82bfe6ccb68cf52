import type { CancellationPolicy, Collection, PayTiming } from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  COMPLIMENTARY_NIGHT_MIN_NIGHTS,
  computeNightlyPrice,
  isComplimentaryNightEligible,
} from './hotel-display';

export interface RatePriceFacts {
  tenant: Tenant;
  collection: Collection;
  /** Per-room nightly prices by date (before the supplier's stay discounts and taxes). */
  nightly: readonly Money[];
  rooms: number;
  /** Rooms × nights after the supplier's discounts, before taxes. */
  sellRate: Money;
  taxes: Money;
  /** sellRate + taxes. */
  total: Money;
}

export interface DiscountAwarePrice {
  totalDiscountAware: Money;
  nightlyDiscountAware: Money;
  /** Taxes included; null when the complimentary night does not apply. */
  complimentaryNightDiscount: Money | null;
}

/**
 * Spec §3 and §9: the rate's prices with the complimentary fourth night applied. The free night
 * is the fourth night's share of what the stay sells for (its nightly price over the nights' sum,
 * so the supplier's stay and plan discounts carry over) and its taxes with it; the nightly price
 * is then the rest over rooms and nights, rounded up. Stays that do not qualify keep their prices.
 */
export function applyComplimentaryNight(rate: RatePriceFacts): DiscountAwarePrice {
  const nights = rate.nightly.length;
  const roomNights = Math.max(1, rate.rooms) * Math.max(1, nights);
  const currency = rate.total.currency;
  const sum = rate.nightly.reduce((s, n) => s + n.amountMinor, 0);
  const fourth = rate.nightly[COMPLIMENTARY_NIGHT_MIN_NIGHTS - 1]?.amountMinor ?? 0;
  const eligible =
    isComplimentaryNightEligible(rate.tenant, rate.collection, nights) &&
    sum > 0 &&
    rate.sellRate.amountMinor > 0;
  const sellDiscount = eligible ? Math.round((rate.sellRate.amountMinor * fourth) / sum) : 0;
  const taxDiscount = eligible
    ? Math.round((rate.taxes.amountMinor * sellDiscount) / rate.sellRate.amountMinor)
    : 0;
  const discount = sellDiscount + taxDiscount;
  return {
    totalDiscountAware: { amountMinor: rate.total.amountMinor - discount, currency },
    nightlyDiscountAware: computeNightlyPrice(
      { amountMinor: rate.sellRate.amountMinor - sellDiscount, currency },
      roomNights,
    ),
    complimentaryNightDiscount: eligible ? { amountMinor: discount, currency } : null,
  };
}

export interface HotelRatePriceFacts extends RatePriceFacts {
  payTiming: PayTiming;
  /** Property fees the hotel collects at check-in (resort, destination fees), for every room. */
  feesAtProperty: Money | null;
}

/** The portal's prices of a rate: discount-aware, and what is paid when and where. */
export interface HotelRatePrice extends DiscountAwarePrice {
  /** Charged when booking: the discount-aware total for pay-now rates, nothing for pay-later ones. */
  payNowDiscountAware: Money;
  /** Due at the hotel: the discount-aware total for pay-later rates, and the property's fees. */
  dueAtPropertyDiscountAware: Money;
}

/**
 * The one pricing of a hotel rate as the portal sells it, for the list's lead rates, the hotel
 * page's rates and the quote alike: the complimentary fourth night (spec §9) taken off, then the
 * price split between what is charged now and what the hotel collects. Earn is on what is charged.
 */
export function priceHotelRate(rate: HotelRatePriceFacts): HotelRatePrice {
  const priced = applyComplimentaryNight(rate);
  const { currency } = priced.totalDiscountAware;
  const isPayLater = rate.payTiming === 'PayLater';
  const stay = priced.totalDiscountAware.amountMinor;
  return {
    ...priced,
    payNowDiscountAware: { amountMinor: isPayLater ? 0 : stay, currency },
    dueAtPropertyDiscountAware: {
      amountMinor: (isPayLater ? stay : 0) + (rate.feesAtProperty?.amountMinor ?? 0),
      currency,
    },
  };
}

/**
 * The refundable-room variant's terms (cancel for any reason for stays): the tenant's, from the
 * one per-tenant terms source (protection-terms.ts `cancelForAnyReason.hotel`).
 */
export interface VariantTerms {
  premiumPercent: number;
  coveragePercent: number;
  deadlineHoursBeforeCheckIn: number;
}

export interface VariantPricing {
  premiumTotal: Money;
  /** Spec §9: the premium over the nights, rounded up. */
  premiumPerNight: Money;
  coveragePercentage: number;
  coverageAmount: Money;
}

/** The variant's prices for a stay total (discount-aware, taxes included) over its nights. */
export function priceRefundableVariant(
  total: Money,
  nights: number,
  terms: VariantTerms,
): VariantPricing {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('nights must be 1 or more');
  const premium = Math.ceil((total.amountMinor * terms.premiumPercent) / 100);
  return {
    premiumTotal: { amountMinor: premium, currency: total.currency },
    premiumPerNight: { amountMinor: Math.ceil(premium / nights), currency: total.currency },
    coveragePercentage: terms.coveragePercent,
    coverageAmount: {
      amountMinor: Math.floor((total.amountMinor * terms.coveragePercent) / 100),
      currency: total.currency,
    },
  };
}

/** The hotel-local time `hours` before check-in (`YYYY-MM-DD`, `HH:mm`), as `YYYY-MM-DDTHH:mm`. */
export function computeLocalDeadline(checkInDate: string, checkInTime: string, hours: number) {
  const [y = 0, m = 1, d = 1] = checkInDate.split('-').map(Number);
  const [hh = 0, mm = 0] = checkInTime.split(':').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d, hh, mm) - hours * 3_600_000);
  return at.toISOString().slice(0, 16);
}

/**
 * The variant's cancellation policy: free until the terms' hours before check-in (hotel time; at
 * check-in itself by default, spec §4), when the coverage amount is refunded; after that the stay
 * is charged in full. The premium itself is not refunded.
 */
export function buildVariantCancellationPolicy(
  checkInDate: string,
  checkInTime: string,
  variant: VariantPricing,
  total: Money,
  deadlineHoursBeforeCheckIn: number,
): CancellationPolicy {
  const until = computeLocalDeadline(checkInDate, checkInTime, deadlineHoursBeforeCheckIn);
  const zero = { amountMinor: 0, currency: total.currency };
  return {
    terms: 'RefundableRoom',
    refundability: 'FullyRefundable',
    freeCancellationUntil: until,
    freeCancellationHoursBeforeCheckIn: deadlineHoursBeforeCheckIn,
    tiers: [
      {
        fromHoursBeforeCheckIn: null,
        untilHoursBeforeCheckIn: deadlineHoursBeforeCheckIn,
        untilLocal: until,
        penaltyKind: 'None',
        penaltyPercent: 0,
        penalty: zero,
      },
      {
        fromHoursBeforeCheckIn: deadlineHoursBeforeCheckIn,
        untilHoursBeforeCheckIn: null,
        untilLocal: null,
        penaltyKind: 'FullStay',
        penaltyPercent: 100,
        penalty: total,
      },
    ],
    refundPercent: variant.coveragePercentage,
  };
}
