import type { Carrier } from '@wayfare/contracts/flight-shop';
import type { FareScore } from '@wayfare/contracts/flights';
import type { TimeOfDayBucket } from '@wayfare/domain/display-rules';
import { selectTimeOfDayBucket } from '@wayfare/domain/display-rules';
import { listLayovers, type Layover } from '@wayfare/domain/flight-layovers';
import type { ResultFare, ResultItinerary } from './shop-results';

export type { Layover };

/**
 * An itinerary with every key sorting and filtering need computed once, so re-sorting or
 * re-filtering 1,500 rows never re-walks segments or parses dates.
 */
export interface ItineraryView {
  itinerary: ResultItinerary;
  lowestFare: ResultFare;
  lowestTotalMinor: number;
  departureEpochMs: number;
  arrivalEpochMs: number;
  departureBucket: TimeOfDayBucket;
  marketingCarrierCodes: string[];
  /** Some segment is marketed or operated by a low-cost carrier. */
  hasLowCostCarrier: boolean;
  layovers: Layover[];
  longestLayoverMinutes: number;
  hasSelfTransfer: boolean;
  /** A flag is set when any fare of the itinerary carries it. */
  fareScore: FareScore;
  /** Lower is better: Best Overall, then Best Quality, Best Price, Fastest, then the rest. */
  fareScoreRank: number;
  /** CO₂ per passenger in grams (issue 23); null when the answer has no estimate. */
  emissionsGrams: number | null;
}

function selectLowestFare(fares: readonly ResultFare[]): ResultFare {
  let lowest = fares[0];
  if (!lowest) throw new Error('An itinerary always has at least one fare');
  for (const fare of fares) {
    if (fare.grandTotal.amountMinor < lowest.grandTotal.amountMinor) lowest = fare;
  }
  return lowest;
}

function mergeFareScores(fares: readonly ResultFare[]): FareScore {
  return {
    isBest: fares.some((fare) => fare.fareScore.isBest),
    isCheapest: fares.some((fare) => fare.fareScore.isCheapest),
    isBestQuality: fares.some((fare) => fare.fareScore.isBestQuality),
    isFastest: fares.some((fare) => fare.fareScore.isFastest),
  };
}

function rankFareScore(score: FareScore): number {
  if (score.isBest) return 0;
  if (score.isBestQuality) return 1;
  if (score.isCheapest) return 2;
  if (score.isFastest) return 3;
  return 4;
}

export function buildItineraryView(
  itinerary: ResultItinerary,
  lowCostCodes: ReadonlySet<string>,
): ItineraryView {
  const lowestFare = selectLowestFare(itinerary.fares);
  const { segments } = itinerary;
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) throw new Error('An itinerary always has at least one segment');
  // From the segments' zoned instants (the one rule the shop, review and trips share).
  const layovers = listLayovers(segments);
  const marketingCarrierCodes = [...new Set(segments.map((s) => s.marketingAirline.code))];
  const fareScore = mergeFareScores(itinerary.fares);
  return {
    itinerary,
    lowestFare,
    lowestTotalMinor: lowestFare.grandTotal.amountMinor,
    departureEpochMs: Date.parse(first.zonedDepartureTime),
    arrivalEpochMs: Date.parse(last.zonedArrivalTime),
    departureBucket: selectTimeOfDayBucket(itinerary.departureTime),
    marketingCarrierCodes,
    hasLowCostCarrier: segments.some(
      (s) => lowCostCodes.has(s.marketingAirline.code) || lowCostCodes.has(s.operatingAirline.code),
    ),
    layovers,
    longestLayoverMinutes: layovers.reduce((longest, l) => Math.max(longest, l.minutes), 0),
    hasSelfTransfer: layovers.some((layover) => layover.isSelfTransfer),
    fareScore,
    fareScoreRank: rankFareScore(fareScore),
    emissionsGrams: itinerary.emissions?.gramsPerPassenger ?? null,
  };
}

export function buildItineraryViews(
  itineraries: readonly ResultItinerary[],
  carriers: readonly Carrier[],
): ItineraryView[] {
  const lowCostCodes = new Set(carriers.filter((c) => c.isLowCost).map((c) => c.code));
  return itineraries.map((itinerary) => buildItineraryView(itinerary, lowCostCodes));
}
