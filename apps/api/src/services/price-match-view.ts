import type { PriceMatchClaim, TripPriceMatch } from '@wayfare/contracts/price-match';
import { PriceMatchDeclineReasonSchema } from '@wayfare/contracts/price-match';
import { checkPriceMatchEligibility } from '@wayfare/domain/price-match';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type {
  PriceMatchClaimRecord,
  PriceMatchClaimsRepository,
} from '@wayfare/store/repositories/price-match-claims-repository';
import type { TripBooking } from '@wayfare/store/repositories/trips-repository';
import { TenantSchema } from '@wayfare/contracts/tenant';
import { readPriceMatchFacts } from './price-match-facts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

/** A claim as its traveller and the agents see it. */
export function toPriceMatchClaim(row: PriceMatchClaimRecord): PriceMatchClaim {
  const reason = PriceMatchDeclineReasonSchema.safeParse(row.declineReason);
  return {
    claimId: row.id,
    bookingId: row.bookingId,
    product: row.product,
    status: row.status,
    verification: row.verification,
    competitorUrl: row.competitorUrl,
    competitorSite: row.competitorSite,
    claimedTotal: usd(row.claimedTotalMinor),
    paidTotal: usd(row.bookedTotalMinor),
    verifiedTotal: row.verifiedTotalMinor === null ? null : usd(row.verifiedTotalMinor),
    credited: row.status === 'Accepted' ? usd(row.creditedMinor) : null,
    declineReason:
      row.status === 'Declined' ? (reason.success ? reason.data : 'Unverifiable') : null,
    reviewDueAt: row.reviewDueAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the trip page reads of price match: only the latest claim of the booking. */
export interface TripPriceMatchPorts {
  repos: { priceMatchClaims: Pick<PriceMatchClaimsRepository, 'findLatestForBooking'> };
}

/**
 * Price match on the trip page (the owner's only; null on a looked-up trip): the window, what a
 * claim is compared against, whether one can be made now and the latest claim.
 */
export async function readTripPriceMatch(
  ports: TripPriceMatchPorts,
  trip: TripBooking,
  access: 'owner' | 'lookup',
  now: Date,
): Promise<TripPriceMatch | null> {
  if (access !== 'owner') return null;
  const tenant = TenantSchema.safeParse(trip.booking.tenant);
  if (!tenant.success) return null;
  const facts = readPriceMatchFacts(trip);
  const verdict = checkPriceMatchEligibility(
    facts,
    now,
    protectionTermsFor(tenant.data).priceMatch,
  );
  const claim = await ports.repos.priceMatchClaims.findLatestForBooking(trip.booking.id);
  return {
    windowClosesAt: verdict.closesAt.toISOString(),
    paidTotal: usd(facts.paidTotalMinor),
    unavailableReason:
      claim?.status === 'InReview'
        ? 'ClaimInReview'
        : claim?.status === 'Accepted'
          ? 'ClaimAccepted'
          : verdict.ok
            ? null
            : verdict.reason,
    claim: claim ? toPriceMatchClaim(claim) : null,
  };
}
