import type { CabinClass, FlightTripType } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import {
  evaluateFlightPolicy,
  type FlightPolicyViolation,
  type PolicyResult,
} from '@wayfare/domain/travel-policy';

/** What policy looks at in a flight: a search result's or a quoted offer's. */
export interface JudgedItinerary {
  durationMinutes: number;
  segments: readonly { stopoverDurationMinutes: number }[];
}

/** What policy looks at in a fare: its cabin and its price for all travelers. */
export interface JudgedFare {
  cabinClass: CabinClass;
  grandTotal: Money;
}

const stopoverMinutes = (itinerary: JudgedItinerary) =>
  itinerary.segments.reduce((sum, s) => sum + s.stopoverDurationMinutes, 0);

/**
 * One fare while shopping, judged per slice (spec §5): its cabin against the slice's Short or
 * Long policy, and its price per traveler against that policy's one-way cap.
 */
export function judgeFare(
  policy: TravelPolicy,
  itinerary: JudgedItinerary,
  fare: JudgedFare,
  travelers: number,
): PolicyResult<FlightPolicyViolation> {
  return evaluateFlightPolicy(policy, {
    tripType: 'one_way',
    slices: [
      {
        durationMinutes: itinerary.durationMinutes,
        stopoverMinutes: stopoverMinutes(itinerary),
        cabinClass: fare.cabinClass,
      },
    ],
    pricePerTravelerMinor: Math.ceil(fare.grandTotal.amountMinor / Math.max(1, travelers)),
  });
}

/** The whole trip as the server will judge it at booking (round-trip caps, sums of one-way caps). */
export function judgeTrip(
  policy: TravelPolicy,
  tripType: FlightTripType,
  chosen: readonly { itinerary: JudgedItinerary; fare: JudgedFare }[],
  travelers: number,
): PolicyResult<FlightPolicyViolation> {
  const totalMinor = chosen.reduce((sum, c) => sum + c.fare.grandTotal.amountMinor, 0);
  return evaluateFlightPolicy(policy, {
    tripType,
    slices: chosen.map(({ itinerary, fare }) => ({
      durationMinutes: itinerary.durationMinutes,
      stopoverMinutes: stopoverMinutes(itinerary),
      cabinClass: fare.cabinClass,
    })),
    pricePerTravelerMinor: Math.ceil(totalMinor / Math.max(1, travelers)),
  });
}
