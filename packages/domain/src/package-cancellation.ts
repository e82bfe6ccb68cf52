import {
  decideFlightCancellation,
  decideHotelCancellation,
  type FlightCancelDecision,
  type FlightCancelInput,
  type HotelCancelDecision,
  type HotelPolicyTier,
} from './trip-cancellation';

/**
 * Cancelling a package (issue 23; docs/decisions/020-packages.md): both parts' terms at the travel
 * clock's now, one refund. Pure: the fare rules, the hotel policy and the prices in, the outcome
 * and the money out.
 *
 * Each part is judged on its public price as a booking of its own would be (the flight by its
 * fares' rules and void window, the stay by its policy's window), giving what each would give back
 * in cash. The package paid less than the two together (the hidden bundled rate), so the package
 * refund is the package total in the proportion the parts' refunds bear to the separate total:
 *
 *   refund = floor(total × (flight refund + hotel refund) / (flight + hotel))
 *
 * which never reveals the hotel part's bundled price (a flight-only refund is the flight's public
 * share of the total, not the total less the hidden hotel rate). A flight fare that would give back
 * an airline travel credit gives back nothing in a package (the package is paid in one go and its
 * flights are not a ticket of their own to keep as credit). Nothing back at all → not cancelled
 * online (`package_non_refundable`); a part the traveller has begun (or a flight under three hours
 * away) sends them to support, as that part's own trip would.
 */
export type PackageCancelOutcome =
  | 'package_full_refund'
  | 'package_partial_refund'
  | 'package_non_refundable'
  | 'too_close_to_departure'
  | 'contact_customer_service';

export interface PackageCancelInput {
  now: Date;
  flight: Omit<FlightCancelInput, 'now' | 'totalMinor'>;
  hotel: { checkInAt: Date; tiers: readonly HotelPolicyTier[] };
  /** Public prices of the parts (both booked apart), and what the package cost. */
  flightMinor: number;
  hotelMinor: number;
  totalMinor: number;
}

export interface PackageCancelDecision {
  outcome: PackageCancelOutcome;
  cancellable: boolean;
  refundMinor: number;
  penaltyMinor: number;
  /** Each part's own decision (server-side only: the hotel's carries its public price). */
  flight: FlightCancelDecision;
  hotel: HotelCancelDecision;
}

/** What a flight part gives back in cash inside a package (credits are not issued for packages). */
function flightCashBack(d: FlightCancelDecision): number {
  return d.outcome === 'ticketed_void' || d.outcome === 'airline_full_refund' ? d.refundMinor : 0;
}

export function decidePackageCancellation(input: PackageCancelInput): PackageCancelDecision {
  const flight = decideFlightCancellation({
    ...input.flight,
    now: input.now,
    totalMinor: input.flightMinor,
  });
  const hotel = decideHotelCancellation({
    now: input.now,
    checkInAt: input.hotel.checkInAt,
    tiers: input.hotel.tiers,
    paidMinor: input.hotelMinor,
  });
  const total = Math.max(0, Math.trunc(input.totalMinor));
  const support = (outcome: PackageCancelOutcome): PackageCancelDecision => ({
    outcome,
    cancellable: false,
    refundMinor: 0,
    penaltyMinor: 0,
    flight,
    hotel,
  });
  if (!flight.cancellable)
    return support(
      flight.outcome === 'too_close_to_departure' ? flight.outcome : 'contact_customer_service',
    );
  if (!hotel.cancellable) return support('contact_customer_service');
  const separate = input.flightMinor + input.hotelMinor;
  const back = flightCashBack(flight) + hotel.refundMinor;
  const refundMinor =
    separate <= 0 ? 0 : back >= separate ? total : Math.floor((total * back) / separate);
  const outcome: PackageCancelOutcome =
    refundMinor === 0
      ? 'package_non_refundable'
      : refundMinor === total
        ? 'package_full_refund'
        : 'package_partial_refund';
  return {
    outcome,
    cancellable: refundMinor > 0,
    refundMinor,
    penaltyMinor: total - refundMinor,
    flight,
    hotel,
  };
}
