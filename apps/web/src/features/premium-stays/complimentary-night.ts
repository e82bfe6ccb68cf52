import type { HotelDiscountAwarePrice } from '@wayfare/contracts/hotel-shop';
import type { Collection, HotelRateSummary, HotelRoomRate } from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  computeComplimentaryNightDiscount,
  computeNightlyPrice,
  isComplimentaryNightEligible,
} from '@wayfare/domain/hotel-display';

/**
 * A price shown with the complimentary fourth night (spec §9). Display only: what the person
 * pays comes from the server's quote.
 */
export interface ComplimentaryNightPrice {
  /** What the free night takes off the total: its share of the room price and of the taxes. */
  discount: Money;
  /** The stay's total (taxes included) after the discount. */
  total: Money;
  /** Per room and night before taxes after the discount, rounded up. */
  perNight: Money;
}

type RatePrices = Pick<HotelRateSummary, 'sellRate' | 'taxes' | 'total'> &
  Partial<HotelDiscountAwarePrice>;

/**
 * The server's discount-aware prices (spec §3 totalDiscountAware, nightlyDiscountAware) when the
 * answer has them: null when the night does not apply, undefined when the server did not say.
 */
function readServerPrice(rate: RatePrices): ComplimentaryNightPrice | null | undefined {
  const { complimentaryNightDiscount, totalDiscountAware, nightlyDiscountAware } = rate;
  if (complimentaryNightDiscount === undefined || !totalDiscountAware || !nightlyDiscountAware) {
    return undefined;
  }
  if (complimentaryNightDiscount === null) return null;
  return {
    discount: complimentaryNightDiscount,
    total: totalDiscountAware,
    perNight: nightlyDiscountAware,
  };
}

/** Takes `sellDiscountMinor` off the room price, and the taxes on it in the same proportion. */
function discountRate(
  rate: RatePrices,
  sellDiscountMinor: number,
  stay: { nights: number; rooms: number },
): ComplimentaryNightPrice {
  const { currency } = rate.total;
  const sell = rate.sellRate.amountMinor;
  const taxDiscount =
    sell > 0 ? Math.round((rate.taxes.amountMinor * sellDiscountMinor) / sell) : 0;
  const discount = sellDiscountMinor + taxDiscount;
  const roomNights = Math.max(1, stay.rooms) * stay.nights;
  return {
    discount: { amountMinor: discount, currency },
    total: { amountMinor: rate.total.amountMinor - discount, currency },
    perNight: computeNightlyPrice({ amountMinor: sell - sellDiscountMinor, currency }, roomNights),
  };
}

/**
 * A list's lead rate with the complimentary night: the server's prices, or until it sends them an
 * even share of the stay's room price (the lead rate names no nightly prices).
 */
export function priceLeadRateWithComplimentaryNight(
  tenant: Tenant,
  collection: Collection,
  stay: { nights: number; rooms: number },
  rate: RatePrices,
): ComplimentaryNightPrice | null {
  const server = readServerPrice(rate);
  if (server !== undefined) return server;
  if (!isComplimentaryNightEligible(tenant, collection, stay.nights)) return null;
  const night = computeNightlyPrice(rate.sellRate, stay.nights);
  const fourth = computeComplimentaryNightDiscount(
    tenant,
    collection,
    Array.from({ length: stay.nights }, () => night),
  );
  return fourth
    ? discountRate(rate, Math.min(fourth.amountMinor, rate.sellRate.amountMinor), stay)
    : null;
}

/**
 * A room rate with the complimentary night: the server's prices, or until it sends them the
 * fourth night's share of the rate's room price (that night's price over the nights' sum, so the
 * stay's discounts carry over), with its taxes, as the server's rule does.
 */
export function priceRoomRateWithComplimentaryNight(
  tenant: Tenant,
  collection: Collection,
  rooms: number,
  rate: RatePrices & Pick<HotelRoomRate, 'nightly'>,
): ComplimentaryNightPrice | null {
  const server = readServerPrice(rate);
  if (server !== undefined) return server;
  const fourth = computeComplimentaryNightDiscount(
    tenant,
    collection,
    rate.nightly.map((night) => night.sellRate),
  );
  const sum = rate.nightly.reduce((total, night) => total + night.sellRate.amountMinor, 0);
  if (!fourth || sum <= 0) return null;
  const sellDiscount = Math.round((rate.sellRate.amountMinor * fourth.amountMinor) / sum);
  return discountRate(rate, sellDiscount, { nights: rate.nightly.length, rooms });
}
