import type { HotelRatePolicyStatus } from '@wayfare/contracts/hotel-shop';
import type { RatePolicyStatus, TravelPolicy } from '@wayfare/contracts/policy';
import type { Tenant } from '@wayfare/contracts/tenant';
import { evaluateHotelPolicy, summarizeRatePolicyStatus } from './travel-policy';

export interface HotelRateFacts {
  starRating: number;
  /** Per room and night before taxes, in US cents (the tier's cap is per night). */
  nightlyPriceMinor: number;
}

/**
 * A hotel rate's policy status (spec §5) for the booker. Null on the consumer tenant, where there is
 * no policy to show; in the business tenant a booker without a tier is held to nothing, so every
 * rate is in policy.
 */
export function judgeHotelRate(
  tenant: Tenant,
  policy: TravelPolicy | null,
  rate: HotelRateFacts,
): HotelRatePolicyStatus | null {
  if (tenant !== 'capone-corporate') return null;
  if (!policy) return { inPolicy: true, violations: [] };
  const result = evaluateHotelPolicy(policy, rate);
  return result.inPolicy
    ? { inPolicy: true, violations: [] }
    : { inPolicy: false, violations: result.violations };
}

/** The rate policy status of a list of judged rates (spec §5: none, some, all). */
export function summarizeHotelRatePolicy(
  tenant: Tenant,
  statuses: readonly (HotelRatePolicyStatus | null)[],
): RatePolicyStatus {
  return summarizeRatePolicyStatus(
    tenant,
    statuses.map((s) => s?.inPolicy ?? false),
  );
}
