/**
 * Change for any reason (issue 18; spec §4 life cycle, §9), with no I/O: sold with a booking at
 * least 24 hours before departure, it lets the traveller make one change until 3 hours before the
 * first departure, whatever the fare allows, and gives back what that change cost (up to its
 * coverage) within 10 business days; the new flights leave within a year of the booked ones.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The tenant's terms (protection-terms.ts `changeForAnyReason`). */
export interface ChfarTerms {
  /** The premium as a percent of the fares, rounded up to a whole dollar. */
  premiumPercent: number;
  minPremiumMinor: number;
  /** The most one change is reimbursed, as a percent of the booked fares. */
  coveragePercent: number;
  /** Spec §9: sold only this long before the first departure (24 hours). */
  minHoursBeforeDeparture: number;
  /** Spec §4: usable until this long before the first departure (3 hours). */
  deadlineHours: number;
  /** Spec §9: what the change cost is back on the card within this many business days (10). */
  reimbursementBusinessDays: number;
  /** Spec §5: the new itinerary leaves within this many years of the original (1). */
  windowYears: number;
}

export type ChfarState = 'Active' | 'Used' | 'Reimbursed' | 'Expired';

/** Sold only when the first departure is at least the terms' hours away (exactly 24 h is fine). */
export function isChfarOffered(now: Date, firstDepartureAt: Date, terms: ChfarTerms): boolean {
  return firstDepartureAt.getTime() - now.getTime() >= terms.minHoursBeforeDeparture * HOUR_MS;
}

/** The last usable instant: the terms' hours before the first departure. */
export function chfarDeadline(firstDepartureAt: Date, terms: ChfarTerms): Date {
  return new Date(firstDepartureAt.getTime() - terms.deadlineHours * HOUR_MS);
}

/** Usable at exactly the deadline, not a moment after, and only while Active. */
export function isChfarUsable(state: ChfarState, now: Date, deadline: Date): boolean {
  return state === 'Active' && now.getTime() <= deadline.getTime();
}

/** The premium: the terms' percent of the fares rounded up to a whole dollar, at least the minimum. */
export function priceChfarPremium(fareTotalMinor: number, terms: ChfarTerms): number {
  const raw = Math.ceil((fareTotalMinor * terms.premiumPercent) / 100 / 100) * 100;
  return Math.max(terms.minPremiumMinor, raw);
}

/** The most one change is reimbursed: the coverage percent of the booked fares, rounded down. */
export function chfarCoverageLimit(fareTotalMinor: number, terms: ChfarTerms): number {
  return Math.floor((fareTotalMinor * terms.coveragePercent) / 100);
}

/** What comes back for a change: what it cost now (difference and fee paid), up to the limit. */
export function computeChfarCover(amountDueMinor: number, coverageLimitMinor: number): number {
  return Math.max(0, Math.min(amountDueMinor, coverageLimitMinor));
}

/**
 * `days` business days after `from` (Monday to Friday, on the UTC calendar; holidays are the
 * bank's and not modelled): the same time of day on that date.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}
