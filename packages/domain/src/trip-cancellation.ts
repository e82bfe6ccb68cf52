/**
 * Self-serve cancel outcomes (spec §4 cancel outcomes; docs/decisions/006-trips-cancellation.md).
 * Pure: the fare rules and policy as booked, the void window and the travel clock's now in, the
 * outcome and the money out. The money is split across payment sources by trip-refunds.ts.
 */

/** Under this many hours before the first departure, cancelling is for support (spec §9 cutoffs). */
export const TOO_CLOSE_TO_DEPARTURE_HOURS = 3;

export type FlightCancelOutcome =
  | 'ticketed_void'
  | 'airline_full_refund'
  | 'airline_ftc'
  | 'airline_ftc_with_penalty'
  | 'non_refundable'
  | 'too_close_to_departure'
  | 'contact_customer_service';

export type HotelCancelOutcome =
  | 'hotel_full_refund'
  | 'hotel_partial_refund'
  | 'hotel_non_refundable'
  | 'contact_customer_service';

export type CancelPenaltyKind = 'NoPenalty' | 'NotPossible' | 'Unknown' | 'WithFee';

/** A brand at or above this shelf (premium, luxury) refunds in cash when it cancels free. */
export const REFUNDABLE_SHELF_RATING = 3;

export interface FlightCancelInput {
  now: Date;
  firstDepartureAt: Date;
  /** Inclusive end of the void window, null when the ticket was never voidable. */
  voidWindowEndsAt: Date | null;
  ticketedAt: Date;
  /** Each slice's fare as booked. */
  fares: { cancelPenalty: CancelPenaltyKind; feeMinor: number; shelfRating: number }[];
  /** Tickets issued by more than one airline (slices with different marketing carriers). */
  isMultiTicket: boolean;
  /** Travelers holding a seat (lap infants excluded): an airline's fee is per ticket. */
  ticketedTravelers: number;
  totalMinor: number;
}

export interface FlightCancelDecision {
  outcome: FlightCancelOutcome;
  /** The person can confirm online (support outcomes go to the support step). */
  cancellable: boolean;
  /** Back to the payment sources, in proportion. */
  refundMinor: number;
  /** Back as an airline travel credit. */
  airlineCreditMinor: number;
  /** The airline's fee kept. */
  penaltyMinor: number;
}

const none = (outcome: FlightCancelOutcome, cancellable: boolean): FlightCancelDecision => ({
  outcome,
  cancellable,
  refundMinor: 0,
  airlineCreditMinor: 0,
  penaltyMinor: 0,
});

/**
 * In order: a trip already started → contact_customer_service; under 3 hours before departure →
 * too_close_to_departure (a multi-ticket trip: contact_customer_service); inside the void window →
 * ticketed_void (everything back, every ticket voided); a multi-ticket trip after it →
 * contact_customer_service (each airline's ticket is its own); then the strictest fare rule of the slices: Unknown → support, NotPossible →
 * non_refundable (may still cancel, nothing back), WithFee → airline_ftc_with_penalty (credit less
 * the fee per ticket, the largest slice fee), NoPenalty → airline_full_refund for premium brands
 * (shelf ≥ 3), else airline_ftc for the whole total.
 */
export function decideFlightCancellation(input: FlightCancelInput): FlightCancelDecision {
  const now = input.now.getTime();
  const departure = input.firstDepartureAt.getTime();
  if (now >= departure) return none('contact_customer_service', false);
  if (departure - now < TOO_CLOSE_TO_DEPARTURE_HOURS * 3_600_000)
    return none(input.isMultiTicket ? 'contact_customer_service' : 'too_close_to_departure', false);
  // Every ticket of the trip is voided together (issue 20: a self-transfer's or hacker fare's too).
  if (
    input.voidWindowEndsAt &&
    now >= input.ticketedAt.getTime() &&
    now <= input.voidWindowEndsAt.getTime()
  )
    return { ...none('ticketed_void', true), refundMinor: input.totalMinor };
  if (input.isMultiTicket) return none('contact_customer_service', false);
  const kinds = new Set(input.fares.map((f) => f.cancelPenalty));
  if (input.fares.length === 0 || kinds.has('Unknown'))
    return none('contact_customer_service', false);
  if (kinds.has('NotPossible')) return none('non_refundable', true);
  if (kinds.has('WithFee')) {
    const fee = Math.max(
      ...input.fares.map((f) => (f.cancelPenalty === 'WithFee' ? f.feeMinor : 0)),
    );
    const penaltyMinor = Math.min(input.totalMinor, fee * Math.max(1, input.ticketedTravelers));
    return {
      ...none('airline_ftc_with_penalty', true),
      airlineCreditMinor: input.totalMinor - penaltyMinor,
      penaltyMinor,
    };
  }
  if (input.fares.every((f) => f.shelfRating >= REFUNDABLE_SHELF_RATING))
    return { ...none('airline_full_refund', true), refundMinor: input.totalMinor };
  return { ...none('airline_ftc', true), airlineCreditMinor: input.totalMinor };
}

/** One window of a hotel cancellation policy as booked (contracts CancellationTier). */
export interface HotelPolicyTier {
  fromHoursBeforeCheckIn: number | null;
  untilHoursBeforeCheckIn: number | null;
  penaltyMinor: number;
}

export interface HotelCancelDecision {
  outcome: HotelCancelOutcome;
  cancellable: boolean;
  refundMinor: number;
  penaltyMinor: number;
  /** The policy window that applied, by index. */
  tierIndex: number | null;
}

/**
 * The tier whose window holds now: from `from` hours before check-in (exclusive; null = since
 * booking) until `until` hours before (inclusive; null = after check-in). "Free until 48 hours
 * before" is still free at exactly 48 hours. What was charged through the portal comes back less
 * the tier's penalty; nothing back → hotel_non_refundable, all → hotel_full_refund. A stay that
 * has begun is for support.
 */
export function decideHotelCancellation(input: {
  now: Date;
  checkInAt: Date;
  tiers: readonly HotelPolicyTier[];
  paidMinor: number;
}): HotelCancelDecision {
  const msBefore = input.checkInAt.getTime() - input.now.getTime();
  if (msBefore <= 0)
    return {
      outcome: 'contact_customer_service',
      cancellable: false,
      refundMinor: 0,
      penaltyMinor: 0,
      tierIndex: null,
    };
  const tierIndex = input.tiers.findIndex(
    (t) =>
      (t.untilHoursBeforeCheckIn === null || msBefore >= t.untilHoursBeforeCheckIn * 3_600_000) &&
      (t.fromHoursBeforeCheckIn === null || msBefore < t.fromHoursBeforeCheckIn * 3_600_000),
  );
  const tier = input.tiers[tierIndex];
  // No window matches (a malformed policy): keep everything, as the strictest reading.
  const penaltyMinor = Math.min(input.paidMinor, tier ? tier.penaltyMinor : input.paidMinor);
  const refundMinor = input.paidMinor - penaltyMinor;
  const outcome: HotelCancelOutcome =
    penaltyMinor === 0
      ? 'hotel_full_refund'
      : refundMinor === 0
        ? 'hotel_non_refundable'
        : 'hotel_partial_refund';
  return {
    outcome,
    cancellable: true,
    refundMinor,
    penaltyMinor,
    tierIndex: tier ? tierIndex : null,
  };
}

/** The money a cancellation decision moves: back to the sources, as a credit, and kept. */
export interface CancelMoney {
  refundMinor: number;
  airlineCreditMinor: number;
  penaltyMinor: number;
}

/**
 * A cancellation fee the supplier now charges on top of the fare rules or policy (the sandbox's
 * `feesApplicable` answer, spec §8 CancellationFeesApplicable): it comes out of the refund first,
 * then out of the airline credit, never below nothing; what it takes is added to the penalty, so
 * refund + credit + penalty is unchanged.
 */
export function applySupplierCancelFee<T extends CancelMoney>(decision: T, feeMinor: number): T {
  const fee = Math.max(0, Math.trunc(feeMinor));
  const fromRefund = Math.min(decision.refundMinor, fee);
  const fromCredit = Math.min(decision.airlineCreditMinor, fee - fromRefund);
  return {
    ...decision,
    refundMinor: decision.refundMinor - fromRefund,
    airlineCreditMinor: decision.airlineCreditMinor - fromCredit,
    penaltyMinor: decision.penaltyMinor + fromRefund + fromCredit,
  };
}

/**
 * The fee the sandbox supplier asks once it answers `feesApplicable`: 10% of what was paid,
 * rounded up to a whole currency unit, at least 25 units, never more than was paid.
 */
export function computeSandboxCancelFeeMinor(paidMinor: number): number {
  const tenth = Math.ceil(paidMinor / 10 / 100) * 100;
  return Math.min(paidMinor, Math.max(2_500, tenth));
}
