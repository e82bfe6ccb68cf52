import type { FlightOffer } from '@wayfare/contracts/flights';
import {
  TravelPolicySchema,
  type ApprovalProcess,
  type TravelPolicy,
} from '@wayfare/contracts/policy';
import {
  evaluateFlightPolicy,
  isPolicyActive,
  selectApprovalProcess,
  type FlightPolicyViolation,
  type PolicyResult,
} from '@wayfare/domain/travel-policy';
import type { MembershipRecord } from '@wayfare/store/repositories/corporate-repository';
import type { AppContext } from '../context';

/** The policy tier that governs what a corporate booker books (spec §3 policy tier). */
export interface BookerPolicy {
  tierId: string;
  name: string;
  businessId: string;
  policy: TravelPolicy;
  approvalProcess: ApprovalProcess;
  isActive: boolean;
}

/**
 * The booker's tier in the business tenant; null for card holders and for employees without a
 * tier. The booker's tier governs shopping and booking, including bookings for colleagues.
 */
export async function resolveBookerPolicy(
  ctx: AppContext,
  tenant: string,
  membership: MembershipRecord | null,
): Promise<BookerPolicy | null> {
  if (tenant !== 'capone-corporate' || !membership?.policyTierId) return null;
  const tier = await ctx.repos.corporate.findPolicyTier(membership.policyTierId);
  if (!tier || tier.businessId !== membership.businessId) return null;
  const policy = TravelPolicySchema.parse(tier.policy);
  return {
    tierId: tier.id,
    name: tier.name,
    businessId: tier.businessId,
    policy,
    approvalProcess: selectApprovalProcess(policy),
    isActive: isPolicyActive(policy),
  };
}

/** Spec §5 per slice: each slice's time in the air and cabin, and the price per traveler. */
export function evaluateOfferPolicy(
  policy: TravelPolicy,
  offer: FlightOffer,
): PolicyResult<FlightPolicyViolation> {
  const { ADT, CNN, INS, INF } = offer.passengers;
  const travelers = Math.max(1, ADT + CNN + INS + INF);
  return evaluateFlightPolicy(policy, {
    tripType: offer.tripType,
    slices: offer.slices.map((slice) => ({
      durationMinutes: slice.durationMinutes,
      stopoverMinutes: slice.segments.reduce((sum, s) => sum + s.stopoverDurationMinutes, 0),
      cabinClass: slice.fares[0]?.cabinClass ?? 'Economy',
    })),
    pricePerTravelerMinor: Math.ceil(offer.pricing.grandTotal.amountMinor / travelers),
  });
}
