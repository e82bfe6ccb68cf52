import type { ExchangeScreenStateName } from '@wayfare/contracts/exchange';

/**
 * Where changing a booked flight starts (issue 18; spec §2 exchange screen states), with no I/O:
 * the facts of the booking in, the screen the exchange flow opens on out. The flow's own steps
 * (SliceSelection, ChangeDateTime, ChangeAirports) and the page's loading and failure states
 * (LoadingOrProcessing, LoadFailed) follow from the traveller's progress, not from the booking.
 */

/** Spec §2: the exchange flow's 15 screen states (contracts/exchange.ts). */
export type ExchangeScreenState = ExchangeScreenStateName;

/** The states the booking's facts decide; the rest are the flow's steps and the page's own. */
export type ExchangeEntryState = Extract<
  ExchangeScreenState,
  | 'ChangeFailed'
  | 'ChangeRequested'
  | 'ContactAirline'
  | 'ContactSupport'
  | 'GoToExchange'
  | 'IneligibleForExchange'
  | 'ItineraryNotFound'
  | 'TicketedVoidable'
  | 'TooManyAttemptsSupport'
  | 'LegacyTicketedVoidable'
>;

/** Failed attempts after which the traveller is sent to support with a reference. */
export const MAX_EXCHANGE_ATTEMPTS = 3;
/** Under this many hours before the first departure a change is for the airline's desk. */
export const EXCHANGE_CUTOFF_HOURS = 3;

export type ChangeRule = 'NoPenalty' | 'WithFee' | 'NotPossible' | 'Unknown';

export interface ExchangeFacts {
  now: Date;
  /** Null when the booking could not be found for this person. */
  booking: {
    status: 'Pending' | 'AwaitingApproval' | 'Confirmed' | 'Failed' | 'Cancelled';
    firstDepartureAt: Date;
    ticketedAt: Date;
    /** End of the void window, or null when the ticket was never voidable. */
    voidWindowEndsAt: Date | null;
    /** Slices ticketed by more than one airline. */
    isMultiTicket: boolean;
    /** Each slice's fare change rule as booked. */
    changeRules: readonly ChangeRule[];
    /** A lap infant travels: airlines re-issue those tickets at the desk. */
    hasLapInfant: boolean;
    /** Change for any reason, bought and still usable: it covers a change the fare forbids. */
    hasUsableChfar: boolean;
    /** A major schedule change awaits the traveller: the airline lets them move, whatever the fare. */
    hasAirlineWaiver: boolean;
    /**
     * The waiver is a protection's rebooking after a disruption (domain/exchange-waiver.ts
     * `ignoresCutoff`): it stays open under 3 hours before departure and after it.
     */
    waiverIgnoresCutoff?: boolean;
    /**
     * The waiver buys a new ticket for the part it replaces (the missed-connection guarantee):
     * no airline re-issues anything, so a multi-ticket trip is changed online too.
     */
    waiverBuysNewTicket?: boolean;
  } | null;
  /** The latest exchange of this booking, if any. */
  exchange: { status: 'Requested' | 'Failed' | 'Confirmed' } | null;
  failedAttempts: number;
}

/**
 * In order: no booking → ItineraryNotFound; an exchange under way → ChangeRequested; too many
 * failed attempts → TooManyAttemptsSupport; not a confirmed trip still ahead by 3 hours →
 * IneligibleForExchange; the airline's waiver after its schedule change → GoToExchange (or the
 * desks above, ChangeFailed after a failed attempt) whatever the fare; inside the void window → TicketedVoidable (cancel free and book again;
 * LegacyTicketedVoidable when the tickets are several airlines' and only they can void them);
 * several airlines → ContactAirline; a lap infant → ContactSupport; a fare whose rule is unknown →
 * ContactAirline; a fare that cannot change, without change for any reason →
 * IneligibleForExchange; a last attempt that failed → ChangeFailed (try again); else GoToExchange.
 */
export function decideExchangeEntry(facts: ExchangeFacts): ExchangeEntryState {
  const { booking, now } = facts;
  if (!booking) return 'ItineraryNotFound';
  if (facts.exchange?.status === 'Requested') return 'ChangeRequested';
  if (facts.failedAttempts >= MAX_EXCHANGE_ATTEMPTS) return 'TooManyAttemptsSupport';
  const msLeft = booking.firstDepartureAt.getTime() - now.getTime();
  const pastCutoff = msLeft < EXCHANGE_CUTOFF_HOURS * 3_600_000;
  const waivedPastCutoff = booking.hasAirlineWaiver && booking.waiverIgnoresCutoff === true;
  if (booking.status !== 'Confirmed' || (pastCutoff && !waivedPastCutoff))
    return 'IneligibleForExchange';
  if (booking.hasAirlineWaiver) {
    if (booking.isMultiTicket && booking.waiverBuysNewTicket !== true) return 'ContactAirline';
    if (booking.hasLapInfant) return 'ContactSupport';
    return facts.exchange?.status === 'Failed' ? 'ChangeFailed' : 'GoToExchange';
  }
  const voidable =
    booking.voidWindowEndsAt !== null &&
    now.getTime() >= booking.ticketedAt.getTime() &&
    now.getTime() <= booking.voidWindowEndsAt.getTime();
  if (voidable) return booking.isMultiTicket ? 'LegacyTicketedVoidable' : 'TicketedVoidable';
  if (booking.isMultiTicket) return 'ContactAirline';
  if (booking.hasLapInfant) return 'ContactSupport';
  if (booking.changeRules.length === 0 || booking.changeRules.includes('Unknown'))
    return 'ContactAirline';
  if (booking.changeRules.includes('NotPossible') && !booking.hasUsableChfar)
    return 'IneligibleForExchange';
  if (facts.exchange?.status === 'Failed') return 'ChangeFailed';
  return 'GoToExchange';
}

/** After GoToExchange: a trip of one slice goes straight to its new date and time. */
export function firstExchangeStep(sliceCount: number): 'SliceSelection' | 'ChangeDateTime' {
  return sliceCount > 1 ? 'SliceSelection' : 'ChangeDateTime';
}

/** A new itinerary departs within this many years of the booked first departure (spec §5). */
export const EXCHANGE_WINDOW_YEARS = 1;

/** The last local date (`YYYY-MM-DD`) a changed itinerary may depart: the same day a year on. */
export function computeLatestExchangeDate(bookedFirstDepartureDate: string): string {
  const [y, m, d] = bookedFirstDepartureDate.split('-').map(Number);
  const year = (y ?? 1970) + EXCHANGE_WINDOW_YEARS;
  // 29 February a year on is 28 February.
  const last = new Date(Date.UTC(year, m ?? 1, 0)).getUTCDate();
  const day = Math.min(d ?? 1, last);
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The airline's change fee for a change: the highest per-ticket fee among the changed slices'
 * fares (the airline charges each ticket once), times the tickets. Null when a changed slice's
 * fare cannot be changed at all.
 */
export function computeChangeFee(
  changedRules: readonly { kind: ChangeRule; feePerTicketMinor: number }[],
  tickets: number,
): number | null {
  if (changedRules.some((r) => r.kind === 'NotPossible' || r.kind === 'Unknown')) return null;
  const perTicket = Math.max(
    0,
    ...changedRules.map((r) => (r.kind === 'WithFee' ? r.feePerTicketMinor : 0)),
  );
  return perTicket * Math.max(1, tickets);
}

export interface ExchangePrice {
  /** New fares less the booked fares of the changed slices (below zero: the new ones cost less). */
  fareDifferenceMinor: number;
  changeFeeMinor: number;
  /** What the traveller pays now. */
  amountDueMinor: number;
  /** A lower fare's value left after the fee, back as an airline travel credit. */
  creditBackMinor: number;
}

/**
 * Prices a change as airlines do: the fare difference plus the change fee is paid when above
 * zero; when the new fares cost less, what is left after the fee comes back as travel credit.
 * Exactly one of amountDue and creditBack is above zero, or both are zero; due − back equals
 * difference + fee.
 */
export function priceExchange(
  slices: readonly { bookedFareMinor: number; newFareMinor: number }[],
  changeFeeMinor: number,
): ExchangePrice {
  const fareDifferenceMinor = slices.reduce(
    (sum, s) => sum + s.newFareMinor - s.bookedFareMinor,
    0,
  );
  const net = fareDifferenceMinor + changeFeeMinor;
  return {
    fareDifferenceMinor,
    changeFeeMinor,
    amountDueMinor: Math.max(0, net),
    creditBackMinor: Math.max(0, -net),
  };
}

/** The changed slices' new local departure dates, in slice order, must not go backwards. */
export function areSliceDatesInOrder(dates: readonly string[]): boolean {
  return dates.every((d, i) => i === 0 || (dates[i - 1] ?? '') <= d);
}
