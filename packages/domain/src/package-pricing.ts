import type { Currency, Money } from '@wayfare/contracts/money';

/**
 * Package pricing (issue 23; docs/decisions/020-packages.md). A package is a round-trip flight and a
 * hotel stay sold together: the supplier sells the hotel cheaper inside a package (a bundled rate,
 * hidden: never shown alone), so
 *
 *   total = flight + hotel − bundled discount        (exactly, in minor units)
 *   separate total = flight + hotel                  (both booked apart, at their public prices)
 *   saving = separate total − total                  (= the discount, never negative)
 *   per person = total / travellers, rounded up to the minor unit
 *
 * A fare's difference to the package price is the package with that fare less the package with the
 * included fare, for the party and per person (the difference of the two per-person prices, so the
 * per-person prices a page shows add up). Pure: no I/O, time passed in.
 */

/**
 * Spec §9 / issue 23 package price-quote timeout default: 15 seconds. A quote's price is fresh
 * that long; a booking that uses an older quote prices the package again (docs/decisions/020).
 */
export const DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS = 15;

/**
 * How long a package quote holds the booking page (its token, the seats and room offered), as
 * every product's booking page: 30 minutes. The price inside it is fresh only for the timeout.
 */
export const PACKAGE_BOOKING_HOLD_MINUTES = 30;

/** The supplier's bundled discount is at most this share of the hotel part (basis points). */
export const MAX_BUNDLED_DISCOUNT_BPS = 2_500;

export interface PackageParts {
  currency: Currency;
  /** The round trip for every traveller, at its public price. */
  flightMinor: number;
  /** The stay for every room and night, at its public pay-now price. */
  hotelMinor: number;
  /** What the bundled rate takes off the hotel part (0 … hotelMinor). */
  bundledDiscountMinor: number;
  /** Adults and children (everyone on the flights). */
  travelers: number;
}

export interface PackagePriceFigures {
  total: Money;
  perPerson: Money;
  separateTotal: Money;
  saving: Money;
  savingPercent: number;
  travelers: number;
}

function assertWhole(name: string, value: number, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
}

/** The supplier's discount in basis points of the hotel part, in minor units (rounded down). */
export function computeBundledDiscount(hotelMinor: number, discountBps: number): number {
  assertWhole('hotelMinor', hotelMinor);
  assertWhole('discountBps', discountBps);
  const bps = Math.min(discountBps, MAX_BUNDLED_DISCOUNT_BPS);
  return Math.floor((hotelMinor * bps) / 10_000);
}

/** Total divided by travellers, rounded up (never under the share). */
export function perPersonMinor(totalMinor: number, travelers: number): number {
  assertWhole('travelers', travelers, 1);
  return Math.ceil(totalMinor / travelers);
}

/** One package price from its parts. */
export function pricePackage(parts: PackageParts): PackagePriceFigures {
  const { currency, flightMinor, hotelMinor, travelers } = parts;
  assertWhole('flightMinor', flightMinor);
  assertWhole('hotelMinor', hotelMinor);
  assertWhole('bundledDiscountMinor', parts.bundledDiscountMinor);
  assertWhole('travelers', travelers, 1);
  const discount = Math.min(parts.bundledDiscountMinor, hotelMinor);
  const separate = flightMinor + hotelMinor;
  const total = separate - discount;
  const saving = separate - total;
  const money = (amountMinor: number): Money => ({ amountMinor, currency });
  return {
    total: money(total),
    perPerson: money(perPersonMinor(total, travelers)),
    separateTotal: money(separate),
    saving: money(saving),
    savingPercent: separate === 0 ? 0 : Math.floor((saving * 100) / separate),
    travelers,
  };
}

/**
 * The difference a fare makes to the package price against the included fare: `difference` for
 * the party (flight with it − flight included), `perPerson` the difference of the two packages'
 * per-person prices. Zero for the included fare itself; negative for a cheaper one.
 */
export function priceFareDifference(
  parts: PackageParts,
  fareFlightMinor: number,
): { difference: Money; perPerson: Money } {
  const included = pricePackage(parts);
  const withFare = pricePackage({ ...parts, flightMinor: fareFlightMinor });
  return {
    difference: {
      amountMinor: withFare.total.amountMinor - included.total.amountMinor,
      currency: parts.currency,
    },
    perPerson: {
      amountMinor: withFare.perPerson.amountMinor - included.perPerson.amountMinor,
      currency: parts.currency,
    },
  };
}

/**
 * When a package quote made at `createdAt` stops holding the booking page (the rooms and seats
 * offered and the token): `holdMinutes`, as every product's booking page (30).
 */
export function packageQuoteExpiresAt(createdAt: Date, holdMinutes: number): Date {
  assertWhole('holdMinutes', holdMinutes, 1);
  return new Date(createdAt.getTime() + holdMinutes * 60_000);
}

/** Until when a package quote's price is fresh: `createdAt` + the price-quote timeout. */
export function packagePriceFreshUntil(createdAt: Date, timeoutSeconds: number): Date {
  assertWhole('timeoutSeconds', timeoutSeconds, 1);
  return new Date(createdAt.getTime() + timeoutSeconds * 1_000);
}

/**
 * Whether a quote's price is older than the price-quote timeout at `now` (spec §9, issue 23: a
 * quote older than the timeout is quoted again, with a price-difference notice when the price
 * moved). A quote exactly at its timeout is stale: the price is fresh strictly less than it.
 */
export function isPackageQuoteStale(createdAt: Date, now: Date, timeoutSeconds: number): boolean {
  return now.getTime() >= packagePriceFreshUntil(createdAt, timeoutSeconds).getTime();
}

/** A requote's difference: new total − previous total (same currency). */
export function describeRequoteDifference(previous: Money, next: Money): Money {
  if (previous.currency !== next.currency)
    throw new RangeError('A requote is priced in the same currency as its quote.');
  return { amountMinor: next.amountMinor - previous.amountMinor, currency: next.currency };
}

/**
 * Reads a tenant/env price-quote timeout setting: a whole number of seconds from 1 to 3,600,
 * else the default (15 seconds).
 */
export function readPackageQuoteTimeout(value: string | number | undefined | null): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 3_600)
    return DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS;
  return n;
}

/**
 * What the card paid of a package, split between its parts in proportion to the flight's share of
 * the package total (the flight's share rounded down, the hotel's the rest), so each part earns at
 * its own rate (flights, hotels) and the two shares add up to what was paid.
 */
export function splitPackageCharge(
  paidMinor: number,
  flightMinor: number,
  packageTotalMinor: number,
): { flightMinor: number; hotelMinor: number } {
  assertWhole('paidMinor', paidMinor);
  assertWhole('flightMinor', flightMinor);
  assertWhole('packageTotalMinor', packageTotalMinor);
  if (packageTotalMinor === 0) return { flightMinor: 0, hotelMinor: paidMinor };
  const flight = Math.min(
    paidMinor,
    Math.floor((paidMinor * Math.min(flightMinor, packageTotalMinor)) / packageTotalMinor),
  );
  return { flightMinor: flight, hotelMinor: paidMinor - flight };
}
