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
import type { TravelerScope } from '@wayfare/store/repositories/travelers-repository';
import type { CorporateRepository } from '@wayfare/store/repositories/corporate-repository';
import type { TravelersRepository } from '@wayfare/store/repositories/travelers-repository';

/** What resolving a traveller's policy tier reads. */
export interface TravelPolicyPorts {
  repos: { corporate: CorporateRepository; travelers: TravelersRepository };
}

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
 * tier. The booker's tier governs shopping; a booking is judged under its traveller's
 * (resolveTravelerPolicy).
 */
export async function resolveBookerPolicy(
  ctx: TravelPolicyPorts,
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

/**
 * The tier a trip is judged under (spec §5; issue 16: "the policy is judged on the arranger's tier,
 * not the traveller's"): the traveller's. A saved traveler is an employee's when that employee's
 * profile points at it (their default traveler, spec §4 linkedDEUserId); the trip is then judged
 * under that employee's tier, and held for approval if their tier says so. A guest traveler no
 * employee is linked to, or a traveller typed in by hand, has no tier of their own: the booker's
 * tier judges the trip, as the booker answers for it.
 */
export async function resolveTravelerPolicy(
  ctx: TravelPolicyPorts,
  booker: {
    userId: string;
    tenant: string;
    scope: TravelerScope;
    policy: BookerPolicy | null;
  },
  travelerId: string | null,
): Promise<BookerPolicy | null> {
  const { scope } = booker;
  if (booker.tenant !== 'capone-corporate' || scope.kind !== 'business' || !travelerId)
    return booker.policy;
  if (!(await ctx.repos.travelers.findVisible(scope, travelerId))) return booker.policy;
  const linked = (await ctx.repos.travelers.listBusinessUsers(scope.businessId)).find(
    (user) => user.defaultTravelerId === travelerId,
  );
  // A guest traveler with no employee behind it: the booker's tier (see above).
  if (!linked || linked.id === booker.userId) return booker.policy;
  const membership = await ctx.repos.corporate.findMembership(linked.id);
  if (!membership || membership.businessId !== scope.businessId) return booker.policy;
  return resolveBookerPolicy(ctx, booker.tenant, membership);
}
