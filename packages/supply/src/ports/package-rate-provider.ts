import { computeBundledDiscount } from '@wayfare/domain/package-pricing';
import { hashString, mixHash, toUnit } from '../random/prng';
import { parseIsoDate } from '../reference/calendar';

/**
 * Bundled (package) hotel rates (issue 23; docs/decisions/020-packages.md). Hotels sell rooms
 * cheaper when they are sold inside a flight + hotel package, on condition that the bundled price
 * is never shown alone: only inside the package total. A real supplier implements this port with
 * its opaque package rates; the portal asks it for the discount off a stay's public pay-now price.
 */
export interface BundledRateQuery {
  lodgingId: string;
  rateId: string;
  checkInDate: string;
  checkOutDate: string;
  /** The stay's public pay-now price for every room and night, in minor units. */
  hotelMinor: number;
}

export interface BundledRate {
  /** Basis points off the hotel part (400 = 4 %). */
  discountBps: number;
  /** What the bundled rate takes off `hotelMinor`, in minor units. */
  discountMinor: number;
}

export interface PackageRateProvider {
  findBundledRate(query: BundledRateQuery): BundledRate;
}

/** The sandbox's bundled rates lie between these (4 % and 15 % off the hotel part). */
export const SANDBOX_BUNDLED_MIN_BPS = 400;
export const SANDBOX_BUNDLED_MAX_BPS = 1_500;

/**
 * The sandbox's bundled rates: deterministic by hotel and check-in date, as believable opaque
 * rates are. Each hotel has its own depth (4 % to 12 %); a stay starting Sunday to Thursday,
 * when hotels fill less, gets up to 2 % more, and each date moves it by up to 1 %; capped at 15 %.
 */
export function createSandboxPackageRateProvider(): PackageRateProvider {
  return {
    findBundledRate(query) {
      const hotelHash = hashString(`bundle:${query.lodgingId}`);
      const depth = SANDBOX_BUNDLED_MIN_BPS + Math.floor(toUnit(hotelHash) * 800);
      const day = parseIsoDate(query.checkInDate) ?? 0;
      // Epoch day 0 (1970-01-01) was a Thursday: 0 = Thursday … 3 = Sunday.
      const weekday = ((day % 7) + 7) % 7;
      const midweek = weekday === 0 || weekday >= 3 ? 200 : 0;
      const wobble = Math.floor(toUnit(mixHash(hotelHash, day)) * 100);
      const discountBps = Math.min(SANDBOX_BUNDLED_MAX_BPS, depth + midweek + wobble);
      return { discountBps, discountMinor: computeBundledDiscount(query.hotelMinor, discountBps) };
    },
  };
}
