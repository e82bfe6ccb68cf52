import type {
  Carrier,
  FareBrand,
  FlightShopResponse,
  ShopFare,
  ShopItinerary,
  ShopSegment,
  ShopSliceResult,
} from '@wayfare/contracts/flight-shop';
import type { FareScore, FareTag, FlightSearchResponse } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import type { AirportSummary } from '@wayfare/contracts/places';
import {
  priceFareInRewards,
  type FareRewardsAmount,
  type RewardsCard,
} from '@wayfare/domain/fare-rewards';

/** An airline on a segment, with its name from the answer's carriers. */
export interface ResultAirline {
  code: string;
  name: string;
  flightNumber: string;
}

export interface ResultSegment extends Omit<
  ShopSegment,
  'origin' | 'destination' | 'marketingAirline' | 'operatingAirline'
> {
  origin: AirportSummary;
  destination: AirportSummary;
  marketingAirline: ResultAirline;
  operatingAirline: ResultAirline;
}

/** A fare with its brand's names, cabin, restrictions and baggage, and its score flags. */
export interface ResultFare extends Omit<ShopFare, 'brand'>, FareBrand {
  fareScore: FareScore;
  /**
   * Spec §3 Fare `amount`: the price, and what it costs in the person's card's rewards (null
   * without a card). The answer is shared by everyone who searches the same trip, so the rewards
   * side is priced here, per person, by the domain's one rule.
   */
  amount: { fiat: Money; rewards: FareRewardsAmount | null };
}

export interface ResultItinerary extends Omit<ShopItinerary, 'segments' | 'fares'> {
  segments: ResultSegment[];
  fares: ResultFare[];
  /**
   * Issue 20: on a later step of a trip, this itinerary can't share one ticket with the flights
   * chosen before it, so the trip becomes one-way tickets bought together (`hackerFare`, or
   * `virtualInterline` with a self-transfer); its fares are then priced as what choosing it adds
   * to the trip, `earlierExtra` being what the earlier flights cost more as one-way tickets.
   */
  pairing?: { kind: 'hackerFare' | 'virtualInterline'; earlierExtra: Money };
}

export interface ResultSlice extends Omit<ShopSliceResult, 'itineraries'> {
  itineraries: ResultItinerary[];
}

/** The search answer as the shop shows it: every code and index resolved once. */
export interface ShopResults extends Pick<FlightSearchResponse, 'tripType' | 'passengers'> {
  slices: ResultSlice[];
  carriers: Carrier[];
  /** Validating airline → the other slices' airlines it sells one ticket with (several slices). */
  interline: Record<string, string[]>;
}

const TAG_FLAGS: Partial<Record<FareTag, keyof FareScore>> = {
  BestFlight: 'isBest',
  Cheapest: 'isCheapest',
  BestQuality: 'isBestQuality',
  Fastest: 'isFastest',
};

export function readFareScore(tags: readonly FareTag[]): FareScore {
  const score: FareScore = {
    isBest: false,
    isCheapest: false,
    isBestQuality: false,
    isFastest: false,
  };
  for (const tag of tags) {
    const flag = TAG_FLAGS[tag];
    if (flag) score[flag] = true;
  }
  return score;
}

/**
 * Resolves the answer's references (FlightShopResponseSchema): airports and airlines by code,
 * fare brands by index. The airports, airlines and brands are shared, not copied, so a result
 * set of 1,500 itineraries costs little more than the answer itself.
 */
export function resolveShopResults(
  response: FlightShopResponse,
  rewardsCard: RewardsCard | null = null,
): ShopResults {
  const { search, carriers, airports, fareBrands } = response;
  const airlineNames = new Map(carriers.map((carrier) => [carrier.code, carrier.name]));
  const airport = (code: string): AirportSummary => {
    const found = airports[code];
    if (!found) throw new Error(`a segment names airport ${code}, which the answer does not list`);
    return found;
  };
  const airline = (ref: ShopSegment['marketingAirline']): ResultAirline => ({
    ...ref,
    name: airlineNames.get(ref.code) ?? ref.code,
  });
  return {
    tripType: search.tripType,
    passengers: search.passengers,
    carriers,
    interline: search.interline ?? {},
    slices: search.slices.map((slice) => ({
      ...slice,
      itineraries: slice.itineraries.map((itinerary) => ({
        ...itinerary,
        segments: itinerary.segments.map((segment) => ({
          ...segment,
          origin: airport(segment.origin),
          destination: airport(segment.destination),
          marketingAirline: airline(segment.marketingAirline),
          operatingAirline: airline(segment.operatingAirline),
        })),
        fares: itinerary.fares.map(({ brand, ...fare }) => {
          const fareBrand = fareBrands[brand];
          if (!fareBrand)
            throw new Error(`fare ${fare.fareId} names brand ${brand}, which is missing`);
          return {
            ...fare,
            ...fareBrand,
            fareScore: readFareScore(fare.tags),
            amount: {
              fiat: fare.grandTotal,
              rewards: rewardsCard ? priceFareInRewards(fare.grandTotal, rewardsCard) : null,
            },
          };
        }),
      })),
    })),
  };
}
