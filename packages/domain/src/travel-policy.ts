import type { CabinClass } from '@wayfare/contracts/flights';
import type {
  ApprovalProcess,
  FlightDurationPolicy,
  RatePolicyStatus,
  TravelPolicy,
} from '@wayfare/contracts/policy';
import type { Tenant } from '@wayfare/contracts/tenant';

export const ALL_FARE_CLASS_COUNT = 5;
export const ALL_STAR_RATING_COUNT = 5;

export interface PolicySlice {
  durationMinutes: number;
  /** Time spent on the ground between segments of the slice. */
  stopoverMinutes: number;
  cabinClass: CabinClass;
}

export interface FlightPolicyInput {
  tripType: 'one_way' | 'round_trip' | 'multi_city';
  slices: readonly PolicySlice[];
  /** Price per traveler in US cents. */
  pricePerTravelerMinor: number;
}

export type FlightPolicyViolation =
  | { code: 'FareClassNotAllowed'; sliceIndex: number; cabinClass: CabinClass }
  | { code: 'PriceOverCap'; capMinor: number };

export type PolicyResult<V> = { inPolicy: true } | { inPolicy: false; violations: V[] };

/**
 * A slice is long when long flights are enabled and its time in the air (duration minus stopovers)
 * exceeds minHoursForLongFlight (spec §5). Exactly the threshold is still short.
 */
export function isSliceLong(flights: TravelPolicy['flights'], slice: PolicySlice): boolean {
  if (!flights.enableLongFlights) return false;
  return slice.durationMinutes - slice.stopoverMinutes > flights.minHoursForLongFlight * 60;
}

/** The Short or Long policy that governs a slice; Long falls back to Short when none is set. */
export function selectSlicePolicy(
  flights: TravelPolicy['flights'],
  slice: PolicySlice,
): FlightDurationPolicy {
  const short = flights.policies.find((p) => p.duration === 'Short');
  const long = flights.policies.find((p) => p.duration === 'Long');
  const chosen = isSliceLong(flights, slice) ? (long ?? short) : short;
  if (!chosen) throw new Error('A travel policy must have a Short flight policy');
  return chosen;
}

/**
 * The trip's price cap per traveler, or null for none. One slice: its one-way cap. A round trip
 * whose two slices fall under the same duration policy: that policy's round-trip cap. Any other
 * multi-slice trip: the sum of each slice's one-way cap (spec §5), uncapped if any slice is.
 */
export function computeFlightPriceCap(
  policy: TravelPolicy,
  input: FlightPolicyInput,
): number | null {
  const policies = input.slices.map((s) => selectSlicePolicy(policy.flights, s));
  const [first, second] = policies;
  if (!first) return null;
  if (policies.length === 1) return first.maxPriceForOneWay;
  if (
    input.tripType === 'round_trip' &&
    policies.length === 2 &&
    second?.duration === first.duration
  ) {
    return first.maxPriceForRoundTrip;
  }
  let sum = 0;
  for (const p of policies) {
    if (p.maxPriceForOneWay === null) return null;
    sum += p.maxPriceForOneWay;
  }
  return sum;
}

/** Policy is inactive only when it restricts nothing (spec §5). */
export function isPolicyActive(policy: TravelPolicy): boolean {
  const hotelsOpen = policy.hotels.policies.every(
    (h) =>
      new Set(h.allowedStarRatings).size === ALL_STAR_RATING_COUNT && h.maxPricePerNight === null,
  );
  const carsOpen = policy.cars.policies.every((c) => c.maxPricePerDay === null);
  const flightsOpen =
    policy.flights.enableLongFlights &&
    policy.flights.policies.every(
      (f) =>
        f.maxPriceForOneWay === null &&
        f.maxPriceForRoundTrip === null &&
        new Set(f.allowedFareClasses).size === ALL_FARE_CLASS_COUNT,
    );
  return !(hotelsOpen && carsOpen && flightsOpen);
}

export function evaluateFlightPolicy(
  policy: TravelPolicy,
  input: FlightPolicyInput,
): PolicyResult<FlightPolicyViolation> {
  if (!isPolicyActive(policy)) return { inPolicy: true };
  const violations: FlightPolicyViolation[] = [];
  input.slices.forEach((slice, sliceIndex) => {
    const governing = selectSlicePolicy(policy.flights, slice);
    if (!governing.allowedFareClasses.includes(slice.cabinClass)) {
      violations.push({ code: 'FareClassNotAllowed', sliceIndex, cabinClass: slice.cabinClass });
    }
  });
  const cap = computeFlightPriceCap(policy, input);
  if (cap !== null && input.pricePerTravelerMinor > cap)
    violations.push({ code: 'PriceOverCap', capMinor: cap });
  return violations.length === 0 ? { inPolicy: true } : { inPolicy: false, violations };
}

export type HotelPolicyViolation =
  | { code: 'StarRatingNotAllowed'; starRating: number }
  | { code: 'NightlyPriceOverCap'; capMinor: number };

/** A hotel rate is in policy when some hotel policy admits its star rating and nightly price. */
export function evaluateHotelPolicy(
  policy: TravelPolicy,
  rate: { starRating: number; nightlyPriceMinor: number },
): PolicyResult<HotelPolicyViolation> {
  if (!isPolicyActive(policy) || policy.hotels.policies.length === 0) return { inPolicy: true };
  let best: HotelPolicyViolation[] | null = null;
  for (const h of policy.hotels.policies) {
    const violations: HotelPolicyViolation[] = [];
    if (!h.allowedStarRatings.includes(rate.starRating))
      violations.push({ code: 'StarRatingNotAllowed', starRating: rate.starRating });
    if (h.maxPricePerNight !== null && rate.nightlyPriceMinor > h.maxPricePerNight) {
      violations.push({ code: 'NightlyPriceOverCap', capMinor: h.maxPricePerNight });
    }
    if (violations.length === 0) return { inPolicy: true };
    if (!best || violations.length < best.length) best = violations;
  }
  return { inPolicy: false, violations: best ?? [] };
}

export function evaluateCarPolicy(
  policy: TravelPolicy,
  dailyPriceMinor: number,
): PolicyResult<{ code: 'DailyPriceOverCap'; capMinor: number }> {
  if (!isPolicyActive(policy) || policy.cars.policies.length === 0) return { inPolicy: true };
  const caps = policy.cars.policies.map((c) => c.maxPricePerDay);
  if (caps.some((cap) => cap === null || dailyPriceMinor <= cap)) return { inPolicy: true };
  const highest = Math.max(...caps.filter((c): c is number => c !== null));
  return { inPolicy: false, violations: [{ code: 'DailyPriceOverCap', capMinor: highest }] };
}

/** Rate policy status (spec §5): none on the consumer tenant or when no rate is in policy; some; all. */
export function summarizeRatePolicyStatus(
  tenant: Tenant,
  ratesInPolicy: readonly boolean[],
): RatePolicyStatus {
  if (tenant === 'capone') return 'none';
  const inPolicy = ratesInPolicy.filter(Boolean).length;
  if (inPolicy === 0) return 'none';
  return inPolicy < ratesInPolicy.length ? 'some' : 'all';
}

/** Approval process label (spec §6). */
export function selectApprovalProcess(policy: TravelPolicy): ApprovalProcess {
  return policy.settings.isApprovalRequired ? '24hr_review' : 'auto';
}
