import type { Collection } from '@wayfare/contracts/lodging';
import type { PriceDropReason, PriceDropResult } from '@wayfare/contracts/price-drop-protection';
import type { PriceDropProtectionTerms } from './protection-terms';

/*
 * Price drop protection (issue 19; spec §1, §5, §9): complimentary on every confirmed flight
 * booking and on stays at Premier or Lifestyle hotels, never on packages. The same itinerary (or
 * room) is priced again on a schedule; a price below the lowest seen so far (starting at what was
 * paid) is credited to the travel wallet, up to the cap per booking in total. Stays credit only
 * from five calendar days after booking: a drop found earlier is pending and credited then.
 * Everything here is pure, with the time given.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type PriceDropProduct = 'flight' | 'hotel' | 'package';

/** What a check found, as its log row says (the web words each). */
export type { PriceDropResult };

/** Why a booking is not covered, or why its monitoring ended with a logged check. */
export type PriceDropIneligibility = PriceDropReason;

/** Whether a booking is covered at all (spec §5): never a package; stays only in the collections. */
export function decidePriceDropEligibility(
  booking:
    | { product: 'flight'; currency: string }
    | { product: 'hotel'; currency: string; collection: Collection; checkInAt: Date }
    | { product: 'package' },
  terms: PriceDropProtectionTerms,
  currency: string,
  bookedAt: Date,
): { eligible: true } | { eligible: false; reason: PriceDropIneligibility } {
  if (booking.product === 'package') return { eligible: false, reason: 'Package' };
  if (booking.currency !== currency) return { eligible: false, reason: 'Currency' };
  if (booking.product === 'hotel') {
    if (!terms.hotel.collections.includes(booking.collection))
      return { eligible: false, reason: 'HotelCollection' };
    // Nothing could be credited before the stay begins (checks end at check-in).
    if (booking.checkInAt.getTime() <= hotelCreditFrom(bookedAt, terms).getTime())
      return { eligible: false, reason: 'CheckInTooSoon' };
  }
  return { eligible: true };
}

/** Whether the booking page says "Price drop protection included" (no times needed there). */
export function includesPriceDropProtection(
  booking:
    { product: 'flight' } | { product: 'hotel'; collection: Collection } | { product: 'package' },
  terms: PriceDropProtectionTerms,
): boolean {
  if (booking.product === 'flight') return true;
  if (booking.product === 'hotel') return terms.hotel.collections.includes(booking.collection);
  return false;
}

/** Stays: drops are credited from this instant on (spec §9: five calendar days after booking). */
export function hotelCreditFrom(bookedAt: Date, terms: PriceDropProtectionTerms): Date {
  return new Date(bookedAt.getTime() + terms.hotel.creditAfterDays * DAY_MS);
}

/**
 * The last instant a booking is checked: calendar days (24-hour days) after purchase, and never
 * past the trip's start (the first departure, the check-in), when its price no longer means much.
 */
export function priceDropMonitorUntil(
  product: 'flight' | 'hotel',
  bookedAt: Date,
  startsAt: Date,
  terms: PriceDropProtectionTerms,
): Date {
  const days = product === 'flight' ? terms.flight.monitorDays : terms.hotel.monitorDays;
  return new Date(Math.min(bookedAt.getTime() + days * DAY_MS, startsAt.getTime()));
}

/** Is `now` still inside the monitoring window (its last instant excluded)? */
export function isPriceDropMonitored(now: Date, monitorUntil: Date): boolean {
  return now.getTime() < monitorUntil.getTime();
}

/** May a drop found at `now` be credited now (flights always; stays from day five)? */
export function canCreditNow(now: Date, creditFrom: Date | null): boolean {
  return creditFrom === null || now.getTime() >= creditFrom.getTime();
}

export interface PriceDropState {
  status: 'Monitoring' | 'Ended';
  lowestSeenMinor: number;
  capMinor: number;
  creditedMinor: number;
  monitorUntil: Date;
  creditFrom: Date | null;
}

export interface PriceDropObservation {
  now: Date;
  /** The same itinerary's (room's) price now; null when no longer sold or not priced. */
  priceSeenMinor: number | null;
  /** The lowest price of drops found while credit had to wait (stays' pending drops). */
  pendingLowestMinor: number | null;
  /**
   * Monitoring stops with a logged NotEligible check: the trip was cancelled, its itinerary was
   * changed, or there is no travel wallet to credit.
   */
  stopReason: Extract<
    PriceDropIneligibility,
    'TripCancelled' | 'ItineraryChanged' | 'NoTravelWallet'
  > | null;
}

export type PriceDropDecision =
  | { kind: 'skip' }
  | {
      kind: 'check';
      result: PriceDropResult;
      /** Credited by this check (0 unless Credited). */
      creditMinor: number;
      /** The lowest price seen after this check (what the next drop is measured from). */
      lowestSeenAfterMinor: number;
      /** Monitoring ends with this check: its stop reason, or the window's end. */
      end: PriceDropIneligibility | 'WindowEnded' | null;
      /** A check row is written (the window's end alone writes none). */
      log: boolean;
      reason: PriceDropIneligibility | null;
    };

/**
 * What one check decides, from the protection as it stands (read under its row's lock) and what
 * was seen: a cancelled or changed trip ends it (logged); past the window it ends, crediting a pending drop
 * if one waits; otherwise the lowest of today's price and any pending drop that may now be
 * credited is measured against the lowest seen so far: below it, the difference is credited up to
 * what is left of the cap (or is pending, for a stay before day five); a drop with nothing left of
 * the cap is CapReached. Nothing is ever credited without a price below the lowest seen.
 */
export function decidePriceDropCheck(
  state: PriceDropState,
  seen: PriceDropObservation,
): PriceDropDecision {
  if (state.status === 'Ended') return { kind: 'skip' };
  const unchanged = {
    kind: 'check' as const,
    creditMinor: 0,
    lowestSeenAfterMinor: state.lowestSeenMinor,
    reason: null,
  };
  if (seen.stopReason)
    return {
      ...unchanged,
      result: 'NotEligible',
      end: seen.stopReason,
      log: true,
      reason: seen.stopReason,
    };
  const windowEnded = !isPriceDropMonitored(seen.now, state.monitorUntil);
  const creditable = canCreditNow(seen.now, state.creditFrom);
  const candidates = [
    windowEnded ? null : seen.priceSeenMinor,
    creditable ? seen.pendingLowestMinor : null,
  ].filter((p): p is number => p !== null && p >= 0);
  const best = candidates.length > 0 ? Math.min(...candidates) : null;
  const end = windowEnded ? ('WindowEnded' as const) : null;
  const priceSeen = windowEnded ? null : seen.priceSeenMinor;
  if (best === null || best >= state.lowestSeenMinor)
    return {
      ...unchanged,
      result: priceSeen === null ? 'Unavailable' : 'NoDrop',
      end,
      log: !windowEnded,
    };
  const room = Math.max(0, state.capMinor - state.creditedMinor);
  if (room === 0) return { ...unchanged, result: 'CapReached', end, log: !windowEnded };
  if (!creditable) return { ...unchanged, result: 'DropPending', end, log: !windowEnded };
  const creditMinor = Math.min(state.lowestSeenMinor - best, room);
  return {
    kind: 'check',
    result: 'Credited',
    creditMinor,
    lowestSeenAfterMinor: best,
    end,
    log: true,
    reason: null,
  };
}

/**
 * When the next check is due: every `checkEveryHours`, but at the window's end and at the instant
 * credit opens (a stay's day five) when those come sooner, so a pending drop is credited on time
 * and the window's end is seen. Null once past the window.
 */
export function nextPriceDropCheckAt(
  now: Date,
  state: Pick<PriceDropState, 'monitorUntil' | 'creditFrom'>,
  terms: Pick<PriceDropProtectionTerms, 'checkEveryHours'>,
): Date | null {
  const at = now.getTime();
  if (at >= state.monitorUntil.getTime()) return null;
  const due = [at + terms.checkEveryHours * HOUR_MS, state.monitorUntil.getTime()];
  if (state.creditFrom && state.creditFrom.getTime() > at) due.push(state.creditFrom.getTime());
  return new Date(Math.min(...due));
}

/** A travel-wallet credit made by price drop protection can be spent until then. */
export function priceDropCreditExpiresAt(grantedAt: Date, terms: PriceDropProtectionTerms): Date {
  return new Date(grantedAt.getTime() + terms.creditValidDays * DAY_MS);
}
