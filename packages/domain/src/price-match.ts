/**
 * Price match, the best price guarantee (issue 19; spec §4, §5, §9): within 24 hours of booking a
 * traveller who finds the same flights (or the same room and dates) with the same cancellation
 * policy for less, in USD including taxes and fees, on a public site, gets the difference as
 * travel-wallet credit once the price is verified (an exact match). The original itinerary is
 * kept. Pure rules: time comes in as `now`, the terms from protection-terms.ts.
 */

export interface PriceMatchTerms {
  /** Hours after booking a claim may be made (spec §9: 24). */
  windowHours: number;
  /** The one currency a claim is made and credited in (spec §5: USD). */
  currency: 'USD';
  /**
   * An exact match: the verified price may differ from the claimed one by at most this many minor
   * units (a cent of rounding in taxes), and the credit is always paid − verified price.
   */
  matchToleranceMinor: number;
  /** Hours an agent has to answer a claim the feed cannot verify (spec §9: 24). */
  agentAnswerHours: number;
  /** Days a price-match credit stays in the travel wallet. */
  creditValidDays: number;
}

/** What can be price matched: flights and stays, never packages (spec §5). */
export type PriceMatchProduct = 'flight' | 'hotel' | 'package';

/** Why a trip can take no new claim now. */
export type PriceMatchUnavailableReason =
  'Package' | 'NotConfirmed' | 'Cancelled' | 'NotUsd' | 'WindowClosed';

/** Why a claim was declined: the web and the e-mail word each code. */
export type PriceMatchDeclineReason =
  | 'NotLower'
  | 'PriceNotFound'
  | 'PriceDiffers'
  | 'DifferentItinerary'
  | 'DifferentPolicy'
  | 'NotPublic'
  | 'Unverifiable'
  | 'TripCancelled';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** When the claim window closes: `windowHours` after the booking was made. */
export function priceMatchWindowClosesAt(bookedAt: Date, terms: PriceMatchTerms): Date {
  return new Date(bookedAt.getTime() + terms.windowHours * HOUR_MS);
}

/** Within the window: from the booking up to, but not at, `windowHours` later. */
export function isWithinPriceMatchWindow(
  bookedAt: Date,
  now: Date,
  terms: PriceMatchTerms,
): boolean {
  return now.getTime() < priceMatchWindowClosesAt(bookedAt, terms).getTime();
}

/**
 * Whether a trip can take a claim now (apart from one already open): a confirmed flight or stay,
 * not cancelled, paid in USD, inside the window. The first reason that applies is answered.
 */
export function checkPriceMatchEligibility(
  trip: {
    product: PriceMatchProduct;
    status: string;
    currency: string;
    bookedAt: Date;
  },
  now: Date,
  terms: PriceMatchTerms,
):
  | { ok: true; closesAt: Date }
  | { ok: false; reason: PriceMatchUnavailableReason; closesAt: Date } {
  const closesAt = priceMatchWindowClosesAt(trip.bookedAt, terms);
  const refuse = (reason: PriceMatchUnavailableReason) => ({
    ok: false as const,
    reason,
    closesAt,
  });
  if (trip.product === 'package') return refuse('Package');
  if (trip.status === 'Cancelled') return refuse('Cancelled');
  if (trip.status !== 'Confirmed') return refuse('NotConfirmed');
  if (trip.currency !== terms.currency) return refuse('NotUsd');
  if (!isWithinPriceMatchWindow(trip.bookedAt, now, terms)) return refuse('WindowClosed');
  return { ok: true, closesAt };
}

/** A claim's price is lower than what was paid (otherwise it is declined NotLower at once). */
export function isLowerThanPaid(claimedTotalMinor: number, paidTotalMinor: number): boolean {
  return claimedTotalMinor < paidTotalMinor;
}

/** The verified price matches the claimed one within the terms' tolerance. */
export function isExactMatch(
  claimedTotalMinor: number,
  verifiedTotalMinor: number,
  terms: Pick<PriceMatchTerms, 'matchToleranceMinor'>,
): boolean {
  return Math.abs(claimedTotalMinor - verifiedTotalMinor) <= terms.matchToleranceMinor;
}

export type PriceMatchVerdict =
  | { status: 'Accepted'; verifiedTotalMinor: number; creditMinor: number }
  | { status: 'Declined'; reason: PriceMatchDeclineReason; verifiedTotalMinor: number | null };

/**
 * The verdict on a claim once the competitor's price is known (null: the competitor does not sell
 * it, or it could not be found): not lower than paid → NotLower; not found → PriceNotFound; not the
 * claimed price → PriceDiffers; otherwise Accepted, crediting paid − verified price.
 */
export function verifyPriceMatch(
  claim: { paidTotalMinor: number; claimedTotalMinor: number; foundTotalMinor: number | null },
  terms: Pick<PriceMatchTerms, 'matchToleranceMinor'>,
): PriceMatchVerdict {
  const { paidTotalMinor, claimedTotalMinor, foundTotalMinor } = claim;
  if (!isLowerThanPaid(claimedTotalMinor, paidTotalMinor))
    return { status: 'Declined', reason: 'NotLower', verifiedTotalMinor: foundTotalMinor };
  if (foundTotalMinor === null)
    return { status: 'Declined', reason: 'PriceNotFound', verifiedTotalMinor: null };
  if (!isExactMatch(claimedTotalMinor, foundTotalMinor, terms))
    return { status: 'Declined', reason: 'PriceDiffers', verifiedTotalMinor: foundTotalMinor };
  if (!isLowerThanPaid(foundTotalMinor, paidTotalMinor))
    return { status: 'Declined', reason: 'NotLower', verifiedTotalMinor: foundTotalMinor };
  return {
    status: 'Accepted',
    verifiedTotalMinor: foundTotalMinor,
    creditMinor: paidTotalMinor - foundTotalMinor,
  };
}

/** An agent's answer is due `agentAnswerHours` after the claim. */
export function priceMatchReviewDueAt(claimedAt: Date, terms: PriceMatchTerms): Date {
  return new Date(claimedAt.getTime() + terms.agentAnswerHours * HOUR_MS);
}

/** The agent's answer is late: due time reached and still in review. */
export function isPriceMatchReviewOverdue(reviewDueAt: Date, now: Date): boolean {
  return now.getTime() >= reviewDueAt.getTime();
}

/** When a price-match credit leaves the travel wallet unused. */
export function priceMatchCreditExpiresAt(grantedAt: Date, terms: PriceMatchTerms): Date {
  return new Date(grantedAt.getTime() + terms.creditValidDays * DAY_MS);
}

/** Why a competitor URL is refused (the web and the API word it at the URL field). */
export type CompetitorUrlProblem = 'Empty' | 'NotUrl' | 'NotHttp' | 'NotPublic';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Where the traveller saw the price: a public http(s) address (spec §5: "public; verifiable") of a
 * named site — no credentials, no IP address, no local or single-label host. Answers the site
 * (the host without `www.`), which names the competitor.
 */
export function readCompetitorSite(
  text: string,
): { ok: true; site: string; url: string } | { ok: false; problem: CompetitorUrlProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'Empty' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: 'NotUrl' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, problem: 'NotHttp' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const labels = host.split('.');
  const isNamedHost =
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    !IPV4.test(host) &&
    /[a-z]/.test(labels[labels.length - 1] ?? '');
  if (
    url.username !== '' ||
    url.password !== '' ||
    !isNamedHost ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return { ok: false, problem: 'NotPublic' };
  return { ok: true, site: host.replace(/^www\./, ''), url: url.toString() };
}
