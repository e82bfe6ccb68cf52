import { randomUUID } from 'node:crypto';
import type {
  PriceMatchClaimRequest,
  PriceMatchClaimResponse,
  PriceMatchDecisionRequest,
  PriceMatchQueueItem,
  PriceMatchQueueResponse,
} from '@wayfare/contracts/price-match';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  checkPriceMatchEligibility,
  isLowerThanPaid,
  isPriceMatchReviewOverdue,
  priceMatchCreditExpiresAt,
  priceMatchReviewDueAt,
  readCompetitorSite,
  verifyPriceMatch,
  type CompetitorUrlProblem,
  type PriceMatchUnavailableReason,
  type PriceMatchVerdict,
} from '@wayfare/domain/price-match';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type {
  PriceMatchClaimInsert,
  PriceMatchClaimRecord,
  PriceMatchClaimsRepository,
  PriceMatchCreditGrant,
} from '@wayfare/store/repositories/price-match-claims-repository';
import type { RewardsRepository } from '@wayfare/store/repositories/rewards-repository';
import type { TripBooking, TripsRepository } from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { AuthContext } from '../plugins/request-context';
import type { EmailSender } from './email-sender';
import { readPriceMatchFacts, type PriceMatchFacts } from './price-match-facts';
import { renderPriceMatchDecisionEmail } from './price-match-email';
import { toPriceMatchClaim } from './price-match-view';
import type { SupplierPorts } from './supplier-ports';
import { findOwnTrip } from './trips';

/**
 * Price match, the best price guarantee (issue 19): claims from the trip page, verified at once
 * against the competitor price feed when it covers the site, else queued for an agent; an agent
 * decides by compare-and-set. An accepted claim credits the difference to the travel wallet (once:
 * the credit's id is the claim's), and every decision is e-mailed. The booking is never changed.
 */
export interface PriceMatchPorts {
  /** Trip rules' clock: the claim window, the agent's due time and every claim's times. */
  travelClock: Clock;
  clock: Clock;
  repos: {
    trips: TripsRepository;
    priceMatchClaims: PriceMatchClaimsRepository;
    rewards: Pick<RewardsRepository, 'listForUser'>;
    emailOutbox: Pick<EmailOutboxRepository, 'enqueue'>;
  };
  suppliers: Pick<SupplierPorts, 'competitorPrices'>;
  emailSender: Pick<EmailSender, 'kick'>;
}

const URL_MESSAGES: Record<CompetitorUrlProblem, string> = {
  Empty: 'Enter the address where you saw the price.',
  NotUrl: 'Enter the full address of the page, starting with https://.',
  NotHttp: 'Enter a web address starting with https:// or http://.',
  NotPublic: 'Enter the address of a public travel site, where anyone can see the price.',
};

const NOT_ELIGIBLE_MESSAGES: Record<
  Exclude<PriceMatchUnavailableReason, 'WindowClosed'>,
  string
> = {
  Package: 'Packages can’t be price matched.',
  NotConfirmed: 'This trip can be price matched once it is confirmed.',
  Cancelled: 'This trip was cancelled, so it can’t be price matched.',
  NotUsd: 'Only trips paid in US dollars can be price matched.',
};

const claimIdOf = () => `pm_${randomUUID()}`;
/** The wallet credit of an accepted claim: one id per claim, so a retry never credits twice. */
export const priceMatchCreditId = (claimId: string) => `wc_pm_${claimId}`;

function tenantOf(value: string): Tenant {
  return value === 'capone-corporate' ? 'capone-corporate' : 'capone';
}

/** The rewards account the credit goes to: the one the booking used, else the person's first. */
async function findCreditAccount(
  ports: PriceMatchPorts,
  trip: TripBooking,
): Promise<string | null> {
  const accounts = await ports.repos.rewards.listForUser(trip.booking.userId);
  const used = trip.booking.rewardsAccountReferenceId;
  return (
    accounts.find((a) => a.accountReferenceId === used)?.accountReferenceId ??
    accounts[0]?.accountReferenceId ??
    null
  );
}

function creditFor(
  ports: Pick<PriceMatchPorts, 'clock'>,
  claimId: string,
  facts: PriceMatchFacts,
  trip: TripBooking,
  accountReferenceId: string,
  amountMinor: number,
  now: Date,
  tenant: Tenant,
): PriceMatchCreditGrant {
  return {
    id: priceMatchCreditId(claimId),
    accountReferenceId,
    userId: trip.booking.userId,
    label: `Price match${facts.confirmationCode ? ` on ${facts.confirmationCode}` : ''}`,
    originBookingId: trip.booking.id,
    amountMinor,
    // Dated like the wallet's other entries (real time), so its statement orders them together;
    // it expires on the travel clock, as the wallet reads expiry.
    grantedAt: ports.clock.now(),
    expiresAt: priceMatchCreditExpiresAt(now, protectionTermsFor(tenant).priceMatch),
  };
}

async function sendDecisionEmail(
  ports: PriceMatchPorts,
  claim: PriceMatchClaimRecord,
  trip: TripBooking | null,
): Promise<void> {
  if (!trip || claim.status === 'InReview') return;
  await ports.repos.emailOutbox.enqueue(
    renderPriceMatchDecisionEmail(
      claim,
      { confirmationCode: readPriceMatchFacts(trip).confirmationCode },
      trip.booking.contactEmail,
      ports.clock.now(),
    ),
  );
  ports.emailSender.kick();
}

/**
 * POST /trips/:bookingId/priceMatch: the owner's claim. Refused (nothing stored) when the URL is
 * not a public web address, the window closed, the trip does not qualify or a claim is open or
 * accepted; otherwise stored as decided at once (a price not lower than paid, or a site the feed
 * covers) or in review by an agent.
 */
export async function submitPriceMatchClaim(
  ports: PriceMatchPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
  body: PriceMatchClaimRequest,
): Promise<PriceMatchClaimResponse> {
  const trip = await findOwnTrip(ports, actor, bookingId);
  const tenant = tenantOf(trip.booking.tenant);
  const terms = protectionTermsFor(tenant).priceMatch;
  const now = ports.travelClock.now();
  const url = readCompetitorSite(body.competitorUrl);
  if (!url.ok) throw new AppError('BadRequest', URL_MESSAGES[url.problem], 'competitorUrl');
  const facts = readPriceMatchFacts(trip);
  const eligibility = checkPriceMatchEligibility(facts, now, terms);
  if (!eligibility.ok) {
    if (eligibility.reason === 'WindowClosed')
      throw new AppError('PriceMatchWindowClosed', undefined, undefined, {
        windowClosesAt: eligibility.closesAt.toISOString(),
      });
    throw new AppError('PriceMatchNotEligible', NOT_ELIGIBLE_MESSAGES[eligibility.reason]);
  }
  const latest = await ports.repos.priceMatchClaims.findLatestForBooking(trip.booking.id);
  if (latest && latest.status !== 'Declined') throw new AppError('PriceMatchClaimOpen');
  const account = await findCreditAccount(ports, trip);
  if (!account)
    throw new AppError(
      'PriceMatchNotEligible',
      'A price match is credited to a card’s travel wallet, and this account has no card.',
    );

  const claimId = claimIdOf();
  const claimed = body.claimedTotal.amountMinor;
  const feed = ports.suppliers.competitorPrices;
  const covered = feed.listSites().some((s) => s.site === url.site);
  let verdict: PriceMatchVerdict | null = null;
  if (!isLowerThanPaid(claimed, facts.paidTotalMinor))
    verdict = { status: 'Declined', reason: 'NotLower', verifiedTotalMinor: null };
  else if (covered) {
    const found = await feed.findPrice({
      site: url.site,
      product: facts.product,
      itineraryKey: facts.itineraryKey,
      portalTotal: { amountMinor: facts.paidTotalMinor, currency: facts.currency },
      at: now,
    });
    verdict = verifyPriceMatch(
      {
        paidTotalMinor: facts.paidTotalMinor,
        claimedTotalMinor: claimed,
        foundTotalMinor: found && found.currency === terms.currency ? found.amountMinor : null,
      },
      terms,
    );
  }
  const row: PriceMatchClaimInsert = {
    id: claimId,
    bookingId: trip.booking.id,
    product: facts.product,
    userId: trip.booking.userId,
    tenant,
    competitorUrl: url.url,
    competitorSite: url.site,
    claimedTotalMinor: claimed,
    currency: terms.currency,
    bookedTotalMinor: facts.paidTotalMinor,
    sameItinerary: body.sameItinerary,
    sameCancellationPolicy: body.sameCancellationPolicy,
    status: verdict?.status ?? 'InReview',
    verification: verdict ? 'Live' : 'Agent',
    declineReason: verdict?.status === 'Declined' ? verdict.reason : null,
    verifiedTotalMinor: verdict?.verifiedTotalMinor ?? null,
    creditedMinor: verdict?.status === 'Accepted' ? verdict.creditMinor : 0,
    walletCreditId: verdict?.status === 'Accepted' ? priceMatchCreditId(claimId) : null,
    reviewDueAt: verdict ? null : priceMatchReviewDueAt(now, terms),
    decidedAt: verdict ? now : null,
    createdAt: now,
  };
  const credit =
    verdict?.status === 'Accepted'
      ? creditFor(ports, claimId, facts, trip, account, verdict.creditMinor, now, tenant)
      : null;
  const created = await ports.repos.priceMatchClaims.create(row, credit);
  if (!created.ok) throw new AppError('PriceMatchClaimOpen');
  await sendDecisionEmail(ports, created.claim, trip);
  return { claim: toPriceMatchClaim(created.claim) };
}

/** Only a support agent in their own session (not a delegated one) answers claims. */
export function requireAgent(
  auth: AuthContext,
  tenant: Tenant,
): { userId: string; tenant: Tenant } {
  if (auth.user.kind !== 'agent' || auth.session.isDelegated)
    throw new AppError('Forbidden', 'Only a support agent can review price match claims.');
  return { userId: auth.user.id, tenant };
}

async function toQueueItem(
  ports: PriceMatchPorts,
  claim: PriceMatchClaimRecord,
  now: Date,
): Promise<PriceMatchQueueItem | null> {
  const trip = await ports.repos.trips.findBooking(claim.bookingId);
  if (!trip) return null;
  return {
    claim: toPriceMatchClaim(claim),
    booking: readPriceMatchFacts(trip).summary,
    overdue:
      claim.status === 'InReview' &&
      claim.reviewDueAt !== null &&
      isPriceMatchReviewOverdue(claim.reviewDueAt, now),
  };
}

/** GET /agent/priceMatch: the agent's tenant's claims awaiting review, oldest first. */
export async function listPriceMatchQueue(
  ports: PriceMatchPorts,
  agent: { userId: string; tenant: Tenant },
): Promise<PriceMatchQueueResponse> {
  const now = ports.travelClock.now();
  const rows = await ports.repos.priceMatchClaims.listQueue(agent.tenant);
  const claims: PriceMatchQueueItem[] = [];
  for (const row of rows) {
    const item = await toQueueItem(ports, row, now);
    if (item) claims.push(item);
  }
  return { claims };
}

async function findAgentClaim(
  ports: PriceMatchPorts,
  agent: { tenant: Tenant },
  claimId: string,
): Promise<PriceMatchClaimRecord> {
  const claim = await ports.repos.priceMatchClaims.findById(claimId);
  if (!claim || claim.tenant !== agent.tenant || claim.verification !== 'Agent')
    throw new AppError('NotFound', 'There is no price match claim with that id.');
  return claim;
}

/** GET /agent/priceMatch/:claimId: one claim the agents answer, in review or decided. */
export async function readPriceMatchReview(
  ports: PriceMatchPorts,
  agent: { userId: string; tenant: Tenant },
  claimId: string,
): Promise<PriceMatchQueueItem> {
  const claim = await findAgentClaim(ports, agent, claimId);
  const item = await toQueueItem(ports, claim, ports.travelClock.now());
  if (!item) throw new AppError('NotFound', 'The claim’s booking no longer exists.');
  return item;
}

/**
 * POST /agent/priceMatch/:claimId/decision: accept with the price found (it must be the claimed
 * price within the tolerance and lower than paid: otherwise the agent declines with that reason)
 * or decline with a reason. Decided by compare-and-set: a claim already decided answers
 * PriceMatchDecided, and only the winner's credit and e-mail are written.
 */
export async function decidePriceMatchClaim(
  ports: PriceMatchPorts,
  agent: { userId: string; tenant: Tenant },
  claimId: string,
  body: PriceMatchDecisionRequest,
): Promise<PriceMatchClaimResponse> {
  const claim = await findAgentClaim(ports, agent, claimId);
  if (claim.status !== 'InReview') throw new AppError('PriceMatchDecided');
  const trip = await ports.repos.trips.findBooking(claim.bookingId);
  const now = ports.travelClock.now();
  const tenant = tenantOf(claim.tenant);
  const terms = protectionTermsFor(tenant).priceMatch;
  let decided: PriceMatchClaimRecord | null;
  if (body.decision === 'Accept') {
    const found = body.verifiedTotal.amountMinor;
    const verdict = verifyPriceMatch(
      {
        paidTotalMinor: claim.bookedTotalMinor,
        claimedTotalMinor: claim.claimedTotalMinor,
        foundTotalMinor: found,
      },
      terms,
    );
    if (verdict.status === 'Declined')
      throw new AppError(
        'BadRequest',
        verdict.reason === 'NotLower'
          ? `The price found is not lower than the ${formatTotal(claim.bookedTotalMinor, claim.currency)} paid. Decline the claim as not lower.`
          : `The price found is not the ${formatTotal(claim.claimedTotalMinor, claim.currency)} claimed. Decline the claim as a different price.`,
        'verifiedTotal.amountMinor',
      );
    if (!trip || trip.booking.status !== 'Confirmed')
      throw new AppError(
        'PriceMatchNotEligible',
        'The trip is no longer confirmed. Decline the claim as cancelled.',
      );
    const account = await findCreditAccount(ports, trip);
    if (!account)
      throw new AppError('PriceMatchNotEligible', 'The traveller has no travel wallet to credit.');
    const facts = readPriceMatchFacts(trip);
    decided = await ports.repos.priceMatchClaims.decide(claim.id, {
      status: 'Accepted',
      verifiedTotalMinor: verdict.verifiedTotalMinor,
      creditedMinor: verdict.creditMinor,
      credit: creditFor(ports, claim.id, facts, trip, account, verdict.creditMinor, now, tenant),
      decidedByUserId: agent.userId,
      decidedAt: now,
    });
  } else {
    decided = await ports.repos.priceMatchClaims.decide(claim.id, {
      status: 'Declined',
      declineReason: body.reason,
      verifiedTotalMinor: null,
      decidedByUserId: agent.userId,
      decidedAt: now,
    });
  }
  if (!decided) throw new AppError('PriceMatchDecided');
  await sendDecisionEmail(ports, decided, trip);
  return { claim: toPriceMatchClaim(decided) };
}
